import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { afterAll, describe, expect, it } from 'vitest';
import { KEPT, KEPT_WILDCARDS, RingsideChecks } from '../nag';
import { PROD_FACTS, type SynthesizedRingside, synthRingside, templatesOf } from './synth';

const REVIEW = readFileSync(path.resolve(import.meta.dirname, '../../docs/security-review.md'), 'utf8');

/** Every stage an operator deploys: dev and staging as synthesized without facts, prod with them outside us-east-1. */
const STAGES = [
  { stage: 'dev', facts: {} },
  { stage: 'staging', facts: {} },
  { stage: 'prod', facts: PROD_FACTS },
] as const;

const synthesized: SynthesizedRingside[] = [];
afterAll(() => {
  for (const s of synthesized) s.cleanup();
});

/** "rule at path" of every finding cdk-nag's AwsSolutions pack reports and nobody acknowledged. */
function findings(s: SynthesizedRingside): string[] {
  const app = s.stacks.stateful.node.root;
  const report = new RingsideChecks(app).validateScope(app);
  return report.violations.flatMap((v) =>
    v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath ?? r.resourceLogicalId}`),
  );
}

describe("cdk-nag's AwsSolutions pack", () => {
  it.each(STAGES)('finds nothing unacknowledged on $stage', ({ stage, facts }) => {
    const s = synthRingside({ stage, facts });
    synthesized.push(s);
    expect(findings(s)).toEqual([]);
  });

  it('reports a finding nobody kept: a function without its acknowledgement fails the run', () => {
    const s = synthRingside({ stage: 'dev' });
    synthesized.push(s);
    // A wildcard added outside the grants (no keepWildcards) is a finding on that policy alone.
    const fn = s.stacks.api.routeFunctions.get('getFeed');
    if (!fn) throw new Error('getFeed has no function');
    fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:*'], resources: ['*'] }));
    // Route functions with the same grants share a role (infra/stacks/api-stack.ts): the finding is
    // on that role's policy.
    expect(findings(s)).toContainEqual(
      expect.stringMatching(
        /^AwsSolutions-IAM5\[Action::dynamodb:\*\] at dev-RingsideApi\/RouteRole[0-9a-f]{10}\/DefaultPolicy\/Resource$/,
      ),
    );
  });

  it("keeps Resource * only for X-Ray's two actions, the rotation's GetRandomPassword and CDK's site deployment's invalidation", () => {
    const s = synthRingside({ stage: 'prod', facts: PROD_FACTS });
    synthesized.push(s);
    const starActions = new Set<string>();
    for (const template of templatesOf(s)) {
      for (const policy of Object.values(template.findResources('AWS::IAM::Policy'))) {
        for (const statement of policy.Properties.PolicyDocument.Statement) {
          if (statement.Resource === '*')
            for (const action of [statement.Action].flat()) starActions.add(action);
        }
      }
    }
    expect([...starActions].sort()).toEqual([
      'cloudfront:CreateInvalidation',
      'cloudfront:GetInvalidation',
      'secretsmanager:GetRandomPassword',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ]);
  });

  it('names every kept finding and its reason in docs/security-review.md', () => {
    for (const [rule, reason] of Object.entries(KEPT)) {
      expect(REVIEW, rule).toContain(rule);
      expect(REVIEW, rule).toContain(reason);
    }
    for (const { reason } of Object.values(KEPT_WILDCARDS)) expect(REVIEW).toContain(reason);
  });
});
