/**
 * cdk-nag's AwsSolutions pack (the checks AWS Solutions Architects apply) runs on every stage: in
 * `npm test` (infra/test/nag.test.ts) and on every `cdk synth` (infra/bin/app.ts). A finding we keep
 * on purpose is acknowledged on the resource that needs it, with a one-line reason; never for a
 * whole stack. docs/security-review.md lists every one of them (a test keeps it complete).
 *
 * Two ways to acknowledge:
 * - `keep(construct, rule)`: a rule whose finding has a fixed id (`AwsSolutions-COG2`), next to
 *   the code that makes the resource. The reason comes from KEPT below.
 * - `keepWildcards(construct, rule)`: AwsSolutions-IAM5 findings carry the wildcard resource or
 *   action in their id, spelled after CloudFormation's references (`<Table.Arn>/index/*`, or an
 *   export's name across stacks), which differ by stage. The grant that makes the wildcard
 *   registers a pattern on its grantee; when the pack checks a policy (after CDK has turned
 *   references into their final form), RingsideChecks acknowledges each matching finding, one by
 *   one, on that policy.
 */
import { type CfnResource, Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** Findings with a fixed id, kept on purpose: why. */
export const KEPT = {
  'AwsSolutions-COG1':
    "The spec's password rule is at least 6 characters (SPEC.md, Validation and Constants) and fans sign up with such passwords; Cognito's lockout, the user pool's WAF rate rule and per-fan limits guard guessing.",
  'AwsSolutions-COG2':
    'MFA is optional: each fan can turn on an authenticator app (TOTP) in Settings (docs/account.md); requiring it would shut out fans without one, 13-year-olds included.',
  'AwsSolutions-COG8':
    "The Lite plan: threat protection needs Plus, $0.02 a monthly active fan ($20,000 a month at 1M fans, prod's whole budget; docs/cost.md); WAF and rate limits cover sign-up and log-in abuse.",
  'AwsSolutions-APIG4':
    'A public route by design: log-in and log-out redirect before a session exists, and WebSocket routes after $connect run on a connection its authorizer already checked.',
  'AwsSolutions-SMG4':
    "Rotated every 30 days by the Web stack's rotation schedule (infra/constructs/origin-secret-rotation.ts), which needs the distribution made after this stack; the rule looks only in the secret's own stack.",
  'AwsSolutions-SQS3':
    'This queue is itself the failure destination of the stream lanes (nothing to send it to).',
  'AwsSolutions-CFR1': 'Ringside is open to fans everywhere: no country is refused.',
  'AwsSolutions-CFR4':
    "A dev or staging stage without a domain of its own serves CloudFront's *.cloudfront.net certificate, whose TLS minimum AWS fixes; prod serves its own domain with TLSv1.2_2021.",
  'AwsSolutions-S1': 'The access-log bucket itself: logging its own writes would loop.',
  'AwsSolutions-L1':
    "A handler CDK ships and versions (BucketDeployment's Python function): its runtime moves with aws-cdk-lib.",
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]':
    "Lambda's own service-role policy, which lets a function write its logs.",
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]':
    "AWS Backup's service-role policy, which AWS requires for the backup plan's role.",
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]':
    "API Gateway's account-wide role for access logs: AWS's service-role policy is the documented one.",
} as const;
export type KeptRule = keyof typeof KEPT;

/** Every Lambda function's role carries Lambda's own service-role policy (its logs). */
export const BASIC_EXECUTION_ROLE: KeptRule =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

/** Acknowledges fixed-id findings on `construct` (and what it contains), each with its reason. */
export function keep(construct: IConstruct, ...ids: KeptRule[]): void {
  Validations.of(construct).acknowledge(...ids.map((id) => ({ id, reason: KEPT[id] })));
}

/** AwsSolutions-IAM5 findings kept on purpose: the finding's pattern, and why. */
export const KEPT_WILDCARDS = {
  tableIndexes: {
    finding: /^Resource::.*\/index\/\*$/,
    reason:
      "The one table's indexes (its GSIs), how its entities are read: the grant names this table and no other.",
  },
  uploadKeys: {
    finding: /^Resource::.*\/uploads\/\*$/,
    reason: 'Upload keys are made per fan and per upload: the grant stops at the uploads/ prefix.',
  },
  connections: {
    finding: /^Resource::arn:.*\/\*\/\*\/@connections\/\*$/,
    reason:
      'Any open connection of this WebSocket API may be pushed to or closed; connection ids are made at connect time.',
  },
  xray: {
    finding: /^Resource::\*$/,
    reason:
      "X-Ray's PutTraceSegments and PutTelemetryRecords have no resource-level permissions (infra/test/nag.test.ts checks no other action has *).",
  },
  randomPassword: {
    finding: /^Resource::\*$/,
    reason:
      "Secrets Manager's GetRandomPassword, which the rotation calls for each new value, has no resource type.",
  },
  siteDeployment: {
    finding: /^(Action::s3:(GetObject|GetBucket|List|DeleteObject|Abort)\*|Resource::.*\/\*|Resource::\*)$/,
    reason:
      "CDK's BucketDeployment: it copies the built SPA from the CDK assets bucket into the site bucket and invalidates the distribution (CloudFront has no finer resource).",
  },
} as const satisfies Record<string, { finding: RegExp; reason: string }>;
export type KeptWildcard = keyof typeof KEPT_WILDCARDS;

/**
 * CDK's own singleton handlers (BucketDeployment's, AwsCustomResource's) sit at their stack's root,
 * not under the construct that uses them: these are they, by the id prefix CDK gives them.
 */
export function cdkSingletons(scope: IConstruct, idPrefix: string): IConstruct[] {
  return Stack.of(scope).node.children.filter((child) => child.node.id.startsWith(idPrefix));
}

const keptWildcards = new WeakMap<IConstruct, Set<KeptWildcard>>();

/** Registers wildcard findings `scope`'s policies may have on purpose (see the header). */
export function keepWildcards(scope: IConstruct, ...kinds: KeptWildcard[]): void {
  const set = keptWildcards.get(scope) ?? new Set<KeptWildcard>();
  for (const kind of kinds) set.add(kind);
  keptWildcards.set(scope, set);
}

/** Keeps on `to` the wildcards kept on `from` (a function's grants, when its role is shared). */
export function keepWildcardsOf(from: IConstruct, to: IConstruct): void {
  keepWildcards(to, ...(keptWildcards.get(from) ?? []));
}

/**
 * Acknowledges every AwsSolutions-IAM5 finding of `node` that a wildcard kept by it or one of its
 * ancestors matches, each by its own id. Anything else stays a finding.
 */
function acknowledgeKeptWildcards(node: CfnResource): void {
  const kinds = new Set<KeptWildcard>();
  for (const scope of node.node.scopes) for (const kind of keptWildcards.get(scope) ?? []) kinds.add(kind);
  if (!kinds.size) return;
  const findings = rules.iam.IAMNoWildcardPermissions(node);
  if (!Array.isArray(findings)) return;
  for (const finding of findings) {
    const kind = [...kinds].find((k) => KEPT_WILDCARDS[k].finding.test(finding));
    if (kind)
      Validations.of(node).acknowledge({
        id: `AwsSolutions-IAM5[${finding}]`,
        reason: KEPT_WILDCARDS[kind].reason,
      });
  }
}

/**
 * cdk-nag's AwsSolutions pack, with the kept wildcards acknowledged as each resource is checked:
 * `Validations.of(app).addPlugins(new RingsideChecks(app))`, or `validateScope(app)` in tests.
 */
export class RingsideChecks extends AwsSolutionsChecks {
  protected override checkResource(node: CfnResource): void {
    acknowledgeKeptWildcards(node);
    super.checkResource(node);
  }
}
