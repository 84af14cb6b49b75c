/**
 * cdk-nag's AwsSolutions pack (the checks AWS Solutions Architects apply) runs on every stage the
 * standard way, as cdk-nag's README shows: `Validations.of(app).addPlugins(new AwsSolutionsChecks(app))`
 * in `cdk synth` (infra/bin/app.ts) and in `npm test` (infra/test/nag.test.ts). A finding we keep on
 * purpose is acknowledged with cdk-nag's own mechanism, CDK's `Validations.of(construct).acknowledge`,
 * on the resource that needs it, with a one-line reason; never for a whole stack, never by pattern.
 * docs/security-review.md lists every one of them (a test keeps it complete).
 *
 * - `keep(construct, rule)`: a rule whose finding has a fixed id (`AwsSolutions-COG2`), next to the
 *   code that makes the resource. The reason comes from KEPT below.
 * - `keepWildcards(scope, kind, statements)`: AwsSolutions-IAM5 reports each wildcard as its own
 *   finding, `AwsSolutions-IAM5[Resource::<what>]` or `[Action::<what>]`, spelled the way the policy
 *   is finally written: a resource of another stack is an export's name there (prod, staging), a
 *   stack output's reference on dev, a logical id within its own stack. The grant that makes a
 *   wildcard passes its statements; once CDK has resolved every reference (it validates each
 *   construct after that, and before any validation plugin runs) each wildcard of those statements
 *   is acknowledged on `scope` by its exact id, rendered as cdk-nag renders it. Nothing else is.
 */
import { type IResolvable, Stack, Validations } from 'aws-cdk-lib';
import { Policy, type PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
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

/** The wildcards (AwsSolutions-IAM5 findings) kept on purpose, by the grant that makes them: why. */
export const KEPT_WILDCARDS = {
  tableIndexes:
    "The one table's indexes (its GSIs), how its entities are read: the grant names this table and no other.",
  uploadKeys: 'Upload keys are made per fan and per upload: the grant stops at the uploads/ prefix.',
  connections:
    'Any open connection of this WebSocket API may be pushed to or closed; connection ids are made at connect time.',
  xray: "X-Ray's PutTraceSegments and PutTelemetryRecords have no resource-level permissions (infra/test/nag.test.ts checks no other action has *).",
  randomPassword:
    "Secrets Manager's GetRandomPassword, which the rotation calls for each new value, has no resource type.",
  siteDeployment:
    "CDK's BucketDeployment: it copies the built SPA from the CDK assets bucket into the site bucket and invalidates the distribution (CloudFront has no finer resource).",
} as const;
export type KeptWildcard = keyof typeof KEPT_WILDCARDS;

/** The rule id of one IAM5 finding. */
export const iam5 = (finding: string) => `AwsSolutions-IAM5[${finding}]`;

/** Statements as CDK writes them (resolved in a stack): what a wildcard finding is made from. */
interface StatementJson {
  Effect?: string;
  Action?: string | string[];
  Resource?: unknown;
}

/**
 * The AwsSolutions-IAM5 findings of `statements`, each as cdk-nag spells it (its IAMNoWildcardPermissions
 * rule: an Allow's actions and resources that hold a `*`, resources flattened by its own
 * flattenCfnReference).
 */
export function wildcardFindings(statements: readonly StatementJson[]): string[] {
  const findings = new Set<string>();
  for (const statement of statements) {
    if (statement.Effect !== 'Allow') continue;
    for (const action of [statement.Action ?? []].flat())
      if (action.includes('*')) findings.add(`Action::${action}`);
    for (const resource of [statement.Resource ?? []].flat()) {
      const flat = flattenCfnReference(resource);
      if (flat.includes('*')) findings.add(`Resource::${flat}`);
    }
  }
  return [...findings];
}

/** What a kept wildcard is read from when its id is written: statements, or a role's own policy. */
type WildcardSource = { statements: readonly PolicyStatement[] } | { policyOf: IConstruct };

const pending = new WeakMap<IConstruct, { kind: KeptWildcard; source: WildcardSource }[]>();

function statementsOf(scope: IConstruct, source: WildcardSource): StatementJson[] {
  const stack = Stack.of(scope);
  if ('statements' in source)
    return source.statements.map((s) => stack.resolve(s.toStatementJson()) as StatementJson);
  const policy = source.policyOf.node.tryFindChild('DefaultPolicy');
  if (!(policy instanceof Policy)) return [];
  const document = stack.resolve(policy.document as unknown as IResolvable) as {
    Statement?: StatementJson[];
  };
  return document.Statement ?? [];
}

/** Registers wildcards to acknowledge on `scope`; the ids are written when CDK validates the tree. */
function register(scope: IConstruct, kind: KeptWildcard, source: WildcardSource): void {
  let list = pending.get(scope);
  if (!list) {
    const registered: { kind: KeptWildcard; source: WildcardSource }[] = [];
    list = registered;
    pending.set(scope, registered);
    let written = false;
    scope.node.addValidation({
      validate: () => {
        if (written) return [];
        written = true;
        for (const { kind: k, source: s } of registered)
          for (const finding of wildcardFindings(statementsOf(scope, s)))
            Validations.of(scope).acknowledge({ id: iam5(finding), reason: KEPT_WILDCARDS[k] });
        return [];
      },
    });
  }
  list.push({ kind, source });
}

/**
 * Keeps the wildcards of `statements` (a grant's `principalStatements`) on `scope`: the role whose
 * policy holds them, or a construct above it. Each is acknowledged by its own finding id, nothing else.
 */
export function keepWildcards(
  scope: IConstruct,
  kind: KeptWildcard,
  statements: readonly PolicyStatement[],
): void {
  register(scope, kind, { statements });
}

/**
 * Keeps every wildcard of `role`'s own policy: for a role CDK makes and fills itself (BucketDeployment's
 * handler), whose statements no grant of ours returns. infra/test/nag.test.ts lists what that keeps.
 */
export function keepWildcardsOfRole(role: IConstruct, kind: KeptWildcard): void {
  register(role, kind, { policyOf: role });
}

/**
 * CDK's own singleton handlers (BucketDeployment's, AwsCustomResource's) sit at their stack's root,
 * not under the construct that uses them: these are they, by the id prefix CDK gives them.
 */
export function cdkSingletons(scope: IConstruct, idPrefix: string): IConstruct[] {
  return Stack.of(scope).node.children.filter((child) => child.node.id.startsWith(idPrefix));
}
