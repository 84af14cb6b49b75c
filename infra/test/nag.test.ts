import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, describe, expect, it } from 'vitest';
import { KEPT, KEPT_WILDCARDS } from '../nag';
import { PROD_FACTS, type RingsideApp, ringsideApp, synthRingside, templatesOf } from './synth';

const REVIEW = readFileSync(path.resolve(import.meta.dirname, '../../docs/security-review.md'), 'utf8');

/** Every stage an operator deploys: dev and staging as synthesized without facts, prod with them outside us-east-1. */
const STAGES = [
  { stage: 'dev', facts: {} },
  { stage: 'staging', facts: {} },
  { stage: 'prod', facts: PROD_FACTS },
] as const;

const made: { cleanup(): void }[] = [];
afterAll(() => {
  for (const m of made) m.cleanup();
});

interface ValidationReport {
  pluginReports: {
    pluginName: string;
    violations: { ruleName: string; severity: string; violatingConstructs: { constructPath: string }[] }[];
  }[];
}

/**
 * cdk-nag the standard way (its README): the AwsSolutions pack registered on the app as a validation
 * plugin, then a synth. Returns "severity rule at path" of every finding CDK's validation report holds,
 * errors and warnings alike (none when the synth passes), and the app for a second look.
 */
function standardRun(
  stage: string,
  facts: Record<string, string>,
  change?: (r: RingsideApp) => void,
): { findings: string[]; r: RingsideApp } {
  const r = ringsideApp({ stage, facts });
  made.push(r);
  change?.(r);
  Validations.of(r.app).addPlugins(new AwsSolutionsChecks(r.app));
  try {
    r.app.synth();
    return { findings: [], r };
  } catch (error) {
    const report = JSON.parse(
      readFileSync(path.join(r.outdir, 'validation-report.json'), 'utf8'),
    ) as ValidationReport;
    const findings = report.pluginReports.flatMap((p) =>
      p.violations.flatMap((v) =>
        v.violatingConstructs.map((c) => `${v.severity} ${v.ruleName} at ${c.constructPath}`),
      ),
    );
    if (!findings.length) throw error;
    return { findings, r };
  }
}

/** Every AwsSolutions-IAM5 id acknowledged anywhere in the app, with its reason. */
function acknowledgedWildcards(root: IConstruct): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of root.node.findAll())
    for (const entry of c.node.metadata)
      if (entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        for (const [key, reason] of Object.entries(entry.data as Record<string, string>)) {
          const id = key.replace(/^annotation::/i, '');
          if (id.startsWith('AwsSolutions-IAM5[')) out.set(id, reason);
        }
  return out;
}

describe("cdk-nag's AwsSolutions pack, run as its README shows", () => {
  it.each(STAGES)('finds nothing unacknowledged on $stage (errors or warnings)', ({ stage, facts }) => {
    const { findings, r } = standardRun(stage, facts);
    expect(findings).toEqual([]);
    // The pack called directly on the synthesized tree agrees with the plugin.
    expect(new AwsSolutionsChecks().validateScope(r.app).violations).toEqual([]);
  });

  it('reports a finding nobody kept: a wildcard added outside the grants fails the synth', () => {
    const { findings } = standardRun('dev', {}, ({ stacks }) => {
      const fn = stacks.api.routeFunctions.get('getFeed');
      if (!fn) throw new Error('getFeed has no function');
      fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:*'], resources: ['*'] }));
    });
    // Route functions with the same grants share a role (infra/stacks/api-stack.ts): the finding is
    // on that role's policy. Its Resource::* is X-Ray's, kept on that role; the action is nobody's.
    expect(findings).toEqual([
      expect.stringMatching(
        /^error AwsSolutions-IAM5\[Action::dynamodb:\*\] at dev-RingsideApi\/RouteRole[0-9a-f]{10}\/DefaultPolicy\/Resource$/,
      ),
    ]);
  });

  it('acknowledges on prod exactly these wildcards, each by its own finding id, each with its reason', () => {
    const { findings, r } = standardRun('prod', PROD_FACTS);
    expect(findings).toEqual([]);
    const stateful = 'prod-RingsideStateful:ExportsOutputFnGetAtt';
    const ws = 'arn:aws:execute-api:eu-west-1:111111111111';
    const siteDeployment = KEPT_WILDCARDS.siteDeployment;
    expect(Object.fromEntries(acknowledgedWildcards(r.app))).toEqual({
      'AwsSolutions-IAM5[Resource::<RingsideTable.Arn>/index/*]': KEPT_WILDCARDS.tableIndexes,
      [`AwsSolutions-IAM5[Resource::${stateful}RingsideTableArn690C7DE1/index/*]`]:
        KEPT_WILDCARDS.tableIndexes,
      [`AwsSolutions-IAM5[Resource::${stateful}RingsideUploadsBucketArn2F8C51E8/uploads/*]`]:
        KEPT_WILDCARDS.uploadKeys,
      [`AwsSolutions-IAM5[Resource::${ws}:<WebSocketApi34BCF99B>/*/*/@connections/*]`]:
        KEPT_WILDCARDS.connections,
      [`AwsSolutions-IAM5[Resource::${ws}:prod-RingsideRealtime:ExportsOutputRefWebSocketApi34BCF99B0F830E68/*/*/@connections/*]`]:
        KEPT_WILDCARDS.connections,
      'AwsSolutions-IAM5[Resource::*]': expect.any(String),
      'AwsSolutions-IAM5[Action::s3:GetObject*]': siteDeployment,
      'AwsSolutions-IAM5[Action::s3:GetBucket*]': siteDeployment,
      'AwsSolutions-IAM5[Action::s3:List*]': siteDeployment,
      'AwsSolutions-IAM5[Action::s3:DeleteObject*]': siteDeployment,
      'AwsSolutions-IAM5[Action::s3:Abort*]': siteDeployment,
      'AwsSolutions-IAM5[Resource::arn:aws:s3:::cdk-hnb659fds-assets-111111111111-eu-west-1/*]':
        siteDeployment,
      [`AwsSolutions-IAM5[Resource::${stateful}RingsideSiteBucketArnE560B73E/*]`]: siteDeployment,
    });
  });

  it("keeps Resource * only for X-Ray's two actions, the rotation's GetRandomPassword and CDK's site deployment's invalidation", () => {
    const s = synthRingside({ stage: 'prod', facts: PROD_FACTS });
    made.push(s);
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
    for (const [kind, reason] of Object.entries(KEPT_WILDCARDS)) {
      expect(REVIEW, kind).toContain(`\`${kind}\``);
      expect(REVIEW, kind).toContain(reason);
    }
  });
});
