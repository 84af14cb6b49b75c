/**
 * The origin check with a rotating secret (lib/http.ts originCheck, lib/lazy/origin-secrets.mts):
 * the deployed value passes without any read; a rotated value (current, pending or previous) passes
 * after one read of the secret's stages; a wrong value is still refused; reads happen at most once a
 * minute per container, one at a time. The secret is an in-memory map of stages.
 */
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_REFRESH_SECONDS, ORIGIN_VERIFY_HEADER } from '../../shared/manifest/runtime';
import { API_ERRORS } from '../../shared/messages';
import { type ChainEvent, errorMapping, type HttpResult, json, originCheck } from './http';
import { loadOriginSecrets } from './lazy';
import type { ReadStage } from './lazy/origin-secrets.mjs';

const context = { getRemainingTimeInMillis: () => 10_000 } as Context;
const MINUTE = ORIGIN_SECRET_REFRESH_SECONDS * 1000;

/** The secret's stages as Secrets Manager would hold them, counting the reads of each refresh. */
function secretStages(stages: Partial<Record<'AWSCURRENT' | 'AWSPENDING' | 'AWSPREVIOUS', string>>) {
  const state = { stages, reads: 0, failing: false };
  const read: ReadStage = async (stage) => {
    state.reads++;
    if (state.failing) throw Object.assign(new Error('throttled'), { name: 'ThrottlingException' });
    return state.stages[stage];
  };
  return { state, read };
}

/** A route guarded by the origin check with the real refresher over `read`, and a clock. */
async function guardedRoute(deployed: string, read: ReadStage) {
  const clock = { now: 0 };
  const { originSecretRefresher } = await loadOriginSecrets();
  const errors: unknown[] = [];
  const refresh = originSecretRefresher(
    read,
    (err) => errors.push(err),
    () => clock.now,
  );
  const route = middy<ChainEvent, HttpResult>()
    .use(errorMapping())
    .use(originCheck(deployed, refresh))
    .handler(async () => json(200, { ok: true }));
  const call = async (header?: string) => {
    const event = {
      rawPath: '/api/test',
      headers: header === undefined ? {} : { [ORIGIN_VERIFY_HEADER]: header },
      requestContext: { requestId: 'r1' },
    } as unknown as ChainEvent;
    return (await route(event, context)).statusCode;
  };
  return { call, clock, errors };
}

describe('the origin check with a rotating secret', () => {
  it('lets the deployed value through without reading the secret', async () => {
    const { state, read } = secretStages({ AWSCURRENT: 'deployed' });
    const { call } = await guardedRoute('deployed', read);
    for (let i = 0; i < 5; i++) expect(await call('deployed')).toBe(200);
    expect(state.reads).toBe(0);
  });

  it.each([
    ['current', 'AWSCURRENT'],
    ['pending', 'AWSPENDING'],
    ['previous', 'AWSPREVIOUS'],
  ] as const)('lets a rotated %s value through after one read of the stages', async (_name, stage) => {
    const stages = { AWSCURRENT: 'v2', AWSPREVIOUS: 'deployed', [stage]: 'rotated' };
    const { state, read } = secretStages(stages);
    const { call } = await guardedRoute('deployed', read);
    expect(await call('rotated')).toBe(200);
    const readsOfOneRefresh = state.reads;
    expect(readsOfOneRefresh).toBe(3);
    // Accepted from now on without another read.
    expect(await call('rotated')).toBe(200);
    expect(state.reads).toBe(readsOfOneRefresh);
  });

  it('refuses a wrong value or none after the read, as before', async () => {
    const { read } = secretStages({ AWSCURRENT: 'v2', AWSPREVIOUS: 'deployed', AWSPENDING: 'v3' });
    const { call } = await guardedRoute('deployed', read);
    expect(await call('guess')).toBe(403);
    expect(await call()).toBe(403);
    expect(await call('')).toBe(403);
  });

  it('answers the refusal with the message it always had', async () => {
    const { read } = secretStages({ AWSCURRENT: 'deployed' });
    const { originSecretRefresher } = await loadOriginSecrets();
    const route = middy<ChainEvent, HttpResult>()
      .use(errorMapping())
      .use(originCheck('deployed', originSecretRefresher(read)))
      .handler(async () => json(200, {}));
    const res = await route(
      { rawPath: '/api/x', headers: { [ORIGIN_VERIFY_HEADER]: 'guess' } } as unknown as ChainEvent,
      context,
    );
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body ?? '')).toEqual({ message: API_ERRORS.notThroughSite });
  });

  it('reads the secret at most once a minute, however many wrong headers arrive', async () => {
    const { state, read } = secretStages({ AWSCURRENT: 'deployed' });
    const { call, clock } = await guardedRoute('deployed', read);
    for (let i = 0; i < 20; i++) expect(await call(`guess-${i}`)).toBe(403);
    expect(state.reads).toBe(3);
    clock.now = MINUTE - 1;
    expect(await call('guess')).toBe(403);
    expect(state.reads).toBe(3);
    clock.now = MINUTE;
    expect(await call('guess')).toBe(403);
    expect(state.reads).toBe(6);
  });

  it('a value rotated in within the minute after a read passes once the minute is over', async () => {
    const { state, read } = secretStages({ AWSCURRENT: 'deployed' });
    const { call, clock } = await guardedRoute('deployed', read);
    expect(await call('guess')).toBe(403);
    state.stages = { AWSCURRENT: 'deployed', AWSPENDING: 'new' };
    clock.now = 30_000;
    expect(await call('new')).toBe(403);
    clock.now = MINUTE;
    expect(await call('new')).toBe(200);
  });

  it('one read at a time: requests arriving during a read share it', async () => {
    const { state, read } = secretStages({ AWSCURRENT: 'v2', AWSPREVIOUS: 'deployed' });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: ReadStage = async (stage) => {
      await gate;
      return read(stage);
    };
    const { call } = await guardedRoute('deployed', slow);
    const answers = Promise.all([call('v2'), call('v2'), call('guess'), call('v2')]);
    // Every request is waiting for the read before it answers.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.reads).toBe(0);
    release();
    expect(await answers).toEqual([200, 200, 403, 200]);
    expect(state.reads).toBe(3);
  });

  it('stops accepting the deployed value once the secret no longer holds it (two rotations later)', async () => {
    const { read } = secretStages({ AWSCURRENT: 'v3', AWSPREVIOUS: 'v2' });
    const { call } = await guardedRoute('deployed', read);
    expect(await call('deployed')).toBe(200);
    expect(await call('v3')).toBe(200);
    expect(await call('deployed')).toBe(403);
    expect(await call('v2')).toBe(200);
  });

  it('a value other than the current one passes and makes it read again (once a minute): the old value stops passing when the rotation is over', async () => {
    const { state, read } = secretStages({ AWSCURRENT: 'deployed', AWSPENDING: 'new' });
    const { call, clock } = await guardedRoute('deployed', read);
    expect(await call('new')).toBe(200);
    expect(state.reads).toBe(3);
    // The rotation finishes, the edges send only the new value, the next one comes a month later.
    state.stages = { AWSCURRENT: 'new', AWSPREVIOUS: 'deployed' };
    expect(await call('new')).toBe(200);
    expect(await call('deployed')).toBe(200);
    expect(state.reads).toBe(3);
    clock.now = MINUTE;
    expect(await call('new')).toBe(200);
    expect(state.reads).toBe(6);
    // Now current: no more reads.
    clock.now = 10 * MINUTE;
    expect(await call('new')).toBe(200);
    expect(state.reads).toBe(6);
    state.stages = { AWSCURRENT: 'next', AWSPREVIOUS: 'new' };
    expect(await call('next')).toBe(200);
    expect(await call('deployed')).toBe(403);
  });

  it('keeps what it accepted when the read fails, and says so', async () => {
    const { state, read } = secretStages({ AWSCURRENT: 'v2' });
    state.failing = true;
    const { call, clock, errors } = await guardedRoute('deployed', read);
    expect(await call('v2')).toBe(403);
    expect(errors).toHaveLength(1);
    expect(await call('deployed')).toBe(200);
    state.failing = false;
    clock.now = MINUTE;
    expect(await call('v2')).toBe(200);
  });

  it('is off without a deployed value (the local cloud): nothing is read', async () => {
    const { state, read } = secretStages({ AWSCURRENT: 'v2' });
    const { call } = await guardedRoute('', read);
    expect(await call()).toBe(200);
    expect(await call('anything')).toBe(200);
    expect(state.reads).toBe(0);
  });
});
