import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../shared/constants';
import { ROUTE_ANSWERS } from '../shared/manifest/api-responses';
import { httpBindings } from '../shared/manifest/http-routes';
import { buildOpenApi } from './openapi-doc';

const REPO = path.join(import.meta.dirname, '..');
type Operation = {
  summary?: string;
  security?: unknown;
  requestBody?: unknown;
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
};
const built = async () => (await buildOpenApi()) as { paths: Record<string, Record<string, Operation>> };

/** Runs the pinned Redocly CLI's `lint` (redocly.yaml: the recommended rules) on `file`; its JSON report. */
async function redoclyLint(file: string) {
  const cli = path.join(REPO, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  const run = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], {
    cwd: REPO,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
  return JSON.parse(run.stdout) as {
    totals: { errors: number; warnings: number; ignored: number };
    problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
  };
}

describe('the OpenAPI document', () => {
  it('is what `npm run openapi` builds from the manifest and the handlers now (no drift)', async () => {
    const committed = JSON.parse(readFileSync(path.join(REPO, 'docs', 'openapi.json'), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(await built())));
  }, 60_000);

  it('lists, for every binding, its summary and every status by rule, each with its body', async () => {
    const doc = await built();
    for (const { route, path: address } of httpBindings()) {
      const op = doc.paths[address]?.[route.method.toLowerCase()] as Operation;
      expect(op, `${route.method} ${address}`).toBeDefined();
      expect(op.summary, route.name).toBe(ROUTE_ANSWERS[route.name as keyof typeof ROUTE_ANSWERS].summary);
      const statuses = Object.keys(op.responses);
      for (const s of ['403', '429', '500', '503']) expect(statuses, `${route.name} ${s}`).toContain(s);
      expect(statuses.includes('401'), route.name).toBe(route.access !== 'public');
      expect(statuses.includes('413'), route.name).toBe(Boolean(op.requestBody));
      if (route.access === 'public') expect(op.security).toEqual([]);
      expect(op.responses['503']?.headers).toHaveProperty('Retry-After');
      expect(Boolean(op.responses['429']?.headers), route.name).toBe(
        route.name in RATE_LIMITS || route.name === 'createReport',
      );
      const answers = ROUTE_ANSWERS[route.name as keyof typeof ROUTE_ANSWERS];
      for (const s of Object.keys(('refusals' in answers && answers.refusals) || {}))
        expect(statuses, `${route.name} refuses with ${s}`).toContain(s);
      // Every answer but a redirect has a JSON body with a real schema, not `{type: object}` alone.
      for (const [status, response] of Object.entries(op.responses)) {
        if (status === '302') continue;
        const schema = (response.content?.['application/json'] as { schema?: Record<string, unknown> })
          ?.schema;
        expect(schema, `${route.name} ${status}`).toBeDefined();
        expect(schema, `${route.name} ${status}`).not.toEqual({ type: 'object' });
      }
    }
    const notFound = (p: string, m: string) => doc.paths[p]?.[m]?.responses['404'];
    for (const p of ['/api/comments', '/api/follow', '/api/reactions', '/api/reports'])
      expect(notFound(p, 'post'), p).toBeDefined();
    expect(doc.paths['/api/reports']?.post?.responses).toHaveProperty('200');
  }, 60_000);

  it('says GET /api/login answers a redirect to the log-in screen, with no body', async () => {
    const login = (await built()).paths['/api/login']?.get as Operation;
    expect(Object.keys(login.responses)).not.toContain('200');
    expect(login.responses['302']).toMatchObject({ headers: { Location: { required: true } } });
    expect(login.responses['302']).not.toHaveProperty('content');
  }, 60_000);

  it("passes Redocly's recommended rules, with only the ignores .redocly.lint-ignore.yaml explains", async () => {
    const report = await redoclyLint('docs/openapi.json');
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer}`)).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 3 });
    const ignored = readFileSync(path.join(REPO, '.redocly.lint-ignore.yaml'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.trim().startsWith('#'));
    expect(ignored).toEqual([
      'docs/openapi.json:',
      '  no-ambiguous-paths:',
      "    - '#/paths/~1api~1posts~1hashtag~1{tag}'",
      "    - '#/paths/~1api~1posts~1user~1{userId}'",
      '  operation-2xx-response:',
      "    - '#/paths/~1api~1login/get/responses'",
    ]);
  }, 60_000);
});
