/**
 * The synthesized functions and stream event sources equal the runtime contract
 * (shared/manifest/runtime.ts), the same contract the local cloud runs with
 * (scripts/local/runtime.test.ts checks that side).
 */
import { Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { type CfnFunction, Runtime, RuntimeFamily } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FUNCTION_ENV_VARS,
  FUNCTION_SETTINGS,
  type FunctionKind,
  httpRouteKind,
  NODE_MAJOR,
  streamSourceOf,
} from '../../shared/manifest/runtime';
import { activeLanes } from '../../shared/manifest/stream-consumers';
import { LAMBDA_BUNDLING, LAMBDA_RUNTIME } from '../constructs/function-with-log-group';
import { type SynthesizedRingside, synthRingside, templatesOf } from './synth';

type Resource = { Type: string; Properties: Record<string, unknown> };

let s: SynthesizedRingside;
beforeAll(() => {
  s = synthRingside();
});
afterAll(() => s?.cleanup());

/** Every function we define, with its kind and the template it lives in. */
function ourFunctions(): { name: string; kind: FunctionKind; fn: NodejsFunction; template: Template }[] {
  const { stacks } = s;
  return [
    ...[...stacks.api.routeFunctions].map(([name, fn]) => ({
      name,
      kind: httpRouteKind(name),
      fn,
      template: s.api,
    })),
    ...[...stacks.realtime.routeFunctions].map(([name, fn]) => ({
      name,
      kind: 'ws' as const,
      fn,
      template: s.realtime,
    })),
    {
      name: 'authorizer',
      kind: 'wsAuthorizer' as const,
      fn: stacks.realtime.authorizerFunction,
      template: s.realtime,
    },
    {
      name: 'preSignUp',
      kind: 'trigger' as const,
      fn: stacks.stateful.preSignUpFunction,
      template: s.stateful,
    },
    ...[...stacks.jobs.laneFunctions].map(([name, fn]) => ({
      name: `${name} lane`,
      kind: 'stream' as const,
      fn,
      template: s.jobs,
    })),
    ...[...stacks.jobs.jobFunctions].map(([name, fn]) => ({
      name,
      kind: 'job' as const,
      fn,
      template: s.jobs,
    })),
    {
      name: 'origin secret rotation',
      kind: 'rotation' as const,
      fn: stacks.web.originSecretRotation.function,
      template: s.web,
    },
  ];
}

const resourceOf = (template: Template, fn: NodejsFunction) =>
  template.toJSON().Resources[Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction)] as Resource;

describe('the runtime contract in AWS', () => {
  it('covers every function the app bundles', () => {
    const bundled = Object.values(s.stacks)
      .flatMap((stack) => stack?.node.findAll() ?? [])
      .filter((c) => c instanceof NodejsFunction)
      .map((fn) => fn.node.path);
    expect(bundled.length).toBeGreaterThan(0);
    expect(
      ourFunctions()
        .map((f) => f.fn.node.path)
        .sort(),
    ).toEqual(bundled.sort());
  });

  it("runs every Node.js function of every stack, CDK's custom resources too, on Lambda's newest Node.js runtime", () => {
    // What cdk-nag's AwsSolutions-L1 asks: the newest runtime of the family this aws-cdk-lib knows.
    const newest = Runtime.ALL.filter(
      (r) => r.family === RuntimeFamily.NODEJS && /^nodejs\d+\.x$/.test(r.name),
    )
      .map((r) => Number(r.name.match(/\d+/)?.[0]))
      .sort((a, b) => a - b)
      .at(-1);
    expect(newest).toBe(NODE_MAJOR);
    expect(LAMBDA_RUNTIME.name).toBe(`nodejs${NODE_MAJOR}.x`);
    expect(LAMBDA_BUNDLING.target).toBe(`node${NODE_MAJOR}`);
    const runtimes = templatesOf(s).flatMap((t) =>
      (Object.values(t.findResources('AWS::Lambda::Function')) as Resource[]).map(
        (r) => r.Properties.Runtime,
      ),
    );
    const node = runtimes.filter((r) => String(r).startsWith('nodejs'));
    expect(node.length).toBeGreaterThan(ourFunctions().length);
    expect(new Set(node)).toEqual(new Set([`nodejs${NODE_MAJOR}.x`]));
  });

  it('gives each function the timeout, memory and environment variables of its kind', () => {
    for (const { name, kind, fn, template } of ourFunctions()) {
      const { Timeout, MemorySize, Environment } = resourceOf(template, fn).Properties;
      const settings = FUNCTION_SETTINGS[kind];
      expect({ name, Timeout, MemorySize }).toEqual({
        name,
        Timeout: settings.timeoutSeconds,
        MemorySize: settings.memoryMb,
      });
      const variables = (Environment as { Variables: Record<string, unknown> }).Variables;
      const keys = Object.keys(variables).filter((k) => k !== 'NODE_OPTIONS');
      expect({ name, keys: keys.sort() }).toEqual({ name, keys: [...settings.env].sort() });
      for (const key of keys) expect(variables[key], `${name} ${key}`).toBeTruthy();
    }
  });

  it('sets no variable the contract does not list', () => {
    const listed = new Set<string>([...FUNCTION_ENV_VARS, 'NODE_OPTIONS']);
    for (const { name, fn, template } of ourFunctions()) {
      const { Environment } = resourceOf(template, fn).Properties;
      const keys = Object.keys((Environment as { Variables: Record<string, unknown> }).Variables);
      expect(
        keys.filter((k) => !listed.has(k)),
        name,
      ).toEqual([]);
    }
  });

  it("reads the stream with each lane's contract settings", () => {
    const mappings = Object.values(s.jobs.findResources('AWS::Lambda::EventSourceMapping')) as Resource[];
    expect(mappings).toHaveLength(activeLanes().length);
    for (const { name: lane } of activeLanes()) {
      const fn = s.stacks.jobs.laneFunctions.get(lane) as NodejsFunction;
      const fnId = Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);
      const mapping = mappings.find((m) => JSON.stringify(m.Properties.FunctionName).includes(`"${fnId}"`));
      const p = mapping?.Properties ?? {};
      const source = streamSourceOf(lane);
      expect({
        lane,
        BatchSize: p.BatchSize,
        MaximumBatchingWindowInSeconds: p.MaximumBatchingWindowInSeconds,
        MaximumRetryAttempts: p.MaximumRetryAttempts,
        BisectBatchOnFunctionError: p.BisectBatchOnFunctionError,
        MaximumRecordAgeInSeconds: p.MaximumRecordAgeInSeconds,
        ParallelizationFactor: p.ParallelizationFactor,
      }).toEqual({
        lane,
        BatchSize: source.batchSize,
        MaximumBatchingWindowInSeconds: source.maxBatchingWindowSeconds,
        MaximumRetryAttempts: source.retryAttempts,
        BisectBatchOnFunctionError: source.bisectBatchOnError,
        MaximumRecordAgeInSeconds: source.maxRecordAgeSeconds,
        ParallelizationFactor: source.parallelizationFactor,
      });
    }
  });
});
