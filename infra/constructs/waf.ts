/**
 * AWS WAF for Ringside: the edge web ACL on the CloudFront distribution (it fronts /api/*; HTTP
 * APIs cannot take WAF themselves) and a regional web ACL on the Cognito user pool (sign-up and
 * log-in abuse; a fan's second step changed by the server only). Both: AWS managed rule groups
 * (common, known bad inputs, IP reputation) and rate-based rules per client IP.
 */
import { CfnCondition, Fn, Stack } from 'aws-cdk-lib';
import { CfnWebACL as WebACL, CfnWebACLAssociation as WebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { COGNITO_TARGET_PREFIX, SECOND_STEP_CALLS, WAF_HEADERS } from '../../shared/manifest/two-step';

/** Requests per client IP per 5 minutes (WAF's rate-based rules count over a 5-minute window). */
export const WAF_RATE_LIMITS = {
  /** All /api/* calls of one IP through CloudFront (a whole household behind one NAT stays under it). */
  api: 3000,
  /** Sign-up, log-in and token calls of one IP to the user pool. */
  userPool: 300,
} as const;

const MANAGED_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;

const visibility = (name: string) => ({
  cloudWatchMetricsEnabled: true,
  metricName: name,
  sampledRequestsEnabled: true,
});

function managedRules(prefix: string, firstPriority: number): WebACL.RuleProperty[] {
  return MANAGED_GROUPS.map((name, i) => ({
    name: `${prefix}-${name}`,
    priority: firstPriority + i,
    overrideAction: { none: {} },
    statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
    visibilityConfig: visibility(`${prefix}-${name}`),
  }));
}

function rateRule(name: string, priority: number, limit: number, scopeDown?: WebACL.StatementProperty) {
  return {
    name,
    priority,
    action: { block: { customResponse: { responseCode: 429 } } },
    statement: {
      rateBasedStatement: {
        limit,
        aggregateKeyType: 'IP',
        evaluationWindowSec: 300,
        scopeDownStatement: scopeDown,
      },
    },
    visibilityConfig: visibility(name),
  } satisfies WebACL.RuleProperty;
}

export interface EdgeWebAclProps {
  /** The path prefix of the API behaviour ("/api/"). */
  readonly apiPathPrefix: string;
  /**
   * Create the ACL only if the stack lands in us-east-1 (a deploy-time condition). For an
   * environment-agnostic Web stack only (`cdk synth` without credentials): every stage deployed with
   * the CDK CLI knows its region and takes the ACL from the Edge stack instead.
   */
  readonly onlyInUsEast1?: boolean;
}

/**
 * The CloudFront (global) web ACL. WAF keeps CLOUDFRONT-scope ACLs in us-east-1 only: the Edge
 * stack (infra/stacks/edge-stack.ts) holds it for a stage in any region.
 */
export class EdgeWebAcl extends Construct {
  readonly acl: WebACL;
  private readonly isCreated?: CfnCondition;

  constructor(scope: Construct, id: string, props: EdgeWebAclProps) {
    super(scope, id);
    this.acl = new WebACL(this, 'Acl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('ringside-edge'),
      rules: [
        rateRule('api-per-ip', 0, WAF_RATE_LIMITS.api, {
          byteMatchStatement: {
            fieldToMatch: { uriPath: {} },
            positionalConstraint: 'STARTS_WITH',
            searchString: props.apiPathPrefix,
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        }),
        ...managedRules('edge', 1),
      ],
    });
    if (props.onlyInUsEast1) {
      this.isCreated = new CfnCondition(this, 'InUsEast1', {
        expression: Fn.conditionEquals(Stack.of(this).region, 'us-east-1'),
      });
      this.acl.cfnOptions.condition = this.isCreated;
    }
  }

  /** The ACL's ARN; with `onlyInUsEast1`, no value where it does not exist (the distribution's WebACLId). */
  get webAclArn(): string {
    if (!this.isCreated) return this.acl.attrArn;
    return Fn.conditionIf(this.isCreated.logicalId, this.acl.attrArn, Fn.ref('AWS::NoValue')).toString();
  }
}

/** The name of the user pool ACL's rule that keeps a fan's second step the server's to change. */
export const SECOND_STEP_RULE = 'second-step-server-only';

/** A header equal to `value`, compared in lower case (Cognito's own casing is not a way around it). */
const headerIs = (name: string, value: string): WebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { singleHeader: { Name: name } },
    positionalConstraint: 'EXACTLY',
    searchString: value.toLowerCase(),
    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
  },
});

/**
 * Blocks Cognito's self-service calls that bind, verify or switch a second step (SECOND_STEP_CALLS:
 * by the operation Cognito names, or by the caller's X-Amz-Target) unless they come from the two-step
 * app client, whose tokens only the server gets (shared/manifest/two-step.ts, docs/account.md).
 */
function secondStepRule(priority: number, twoStepClientId: string): WebACL.RuleProperty {
  return {
    name: SECOND_STEP_RULE,
    priority,
    action: { block: {} },
    statement: {
      andStatement: {
        statements: [
          {
            orStatement: {
              statements: SECOND_STEP_CALLS.flatMap((call) => [
                headerIs(WAF_HEADERS.operation, call),
                headerIs(WAF_HEADERS.target, `${COGNITO_TARGET_PREFIX}${call}`),
              ]),
            },
          },
          {
            notStatement: {
              statement: {
                byteMatchStatement: {
                  fieldToMatch: { singleHeader: { Name: WAF_HEADERS.clientId } },
                  positionalConstraint: 'EXACTLY',
                  searchString: twoStepClientId,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
        ],
      },
    },
    visibilityConfig: visibility(SECOND_STEP_RULE),
  };
}

export interface UserPoolWebAclProps {
  readonly userPoolArn: string;
  /** The app client allowed to change a fan's second step (the server's). */
  readonly twoStepClientId: string;
}

/**
 * The regional web ACL of the user pool: a second step is the server's to change, sign-up and log-in
 * per IP, managed rules.
 */
export class UserPoolWebAcl extends Construct {
  readonly acl: WebACL;

  constructor(scope: Construct, id: string, props: UserPoolWebAclProps) {
    super(scope, id);
    this.acl = new WebACL(this, 'Acl', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('ringside-user-pool'),
      rules: [
        rateRule('user-pool-per-ip', 0, WAF_RATE_LIMITS.userPool),
        ...managedRules('pool', 1),
        secondStepRule(1 + MANAGED_GROUPS.length, props.twoStepClientId),
      ],
    });
    new WebACLAssociation(this, 'Association', {
      resourceArn: props.userPoolArn,
      webAclArn: this.acl.attrArn,
    });
  }
}
