/**
 * A CloudFormation stack policy that forbids replacing or deleting the given resources in any stack
 * update: a template change that would recreate the table or the user pool fails the deploy (with
 * the policy named in the error) instead of orphaning the retained original.
 *
 * The CDK CLI has no stack policy option, so the stack sets its own: a custom resource calls
 * SetStackPolicy on the stack (every deploy that changes the policy re-applies it). The policy is in
 * force from the end of the first deploy; `npm run diff -- <stage>` refuses the same changes before
 * a deploy starts. To change a protected resource on purpose, see docs/deploy.md, "Stack policy".
 */
import { type CfnResource, Lazy, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { BASIC_EXECUTION_ROLE, cdkSingletons, keep } from '../nag';

/** The construct id CDK gives AwsCustomResource's singleton handler. */
const AWS_CUSTOM_RESOURCE_ID = 'AWS679f53fac002430cb0da5b7982bd2287';

import { Construct } from 'constructs';

/**
 * The CloudFormation types that hold data or identity: the stack policies protect every resource of
 * these types, and `npm run diff` (scripts/diff-guard.ts) refuses a diff that replaces or removes one.
 */
export const STATEFUL_RESOURCE_TYPES = [
  'AWS::DynamoDB::GlobalTable',
  'AWS::DynamoDB::Table',
  'AWS::Cognito::UserPool',
  'AWS::Cognito::UserPoolClient',
  'AWS::Cognito::UserPoolGroup',
  'AWS::S3::Bucket',
  'AWS::Backup::BackupVault',
] as const;

export interface StackPolicyDocument {
  readonly Statement: readonly {
    readonly Effect: 'Allow' | 'Deny';
    readonly Action: string | readonly string[];
    readonly Principal: '*';
    readonly Resource: string | readonly string[];
  }[];
}

/** Deny Update:Replace and Update:Delete on these logical IDs, allow every other update. */
export function protectingPolicy(logicalIds: readonly string[]): StackPolicyDocument {
  return {
    Statement: [
      {
        Effect: 'Deny',
        Action: ['Update:Replace', 'Update:Delete'],
        Principal: '*',
        Resource: [...logicalIds].sort().map((id) => `LogicalResourceId/${id}`),
      },
      { Effect: 'Allow', Action: 'Update:*', Principal: '*', Resource: '*' },
    ],
  };
}

export interface ProtectingStackPolicyProps {
  /** The resources no update may replace or delete. */
  readonly resources: readonly CfnResource[];
}

export class ProtectingStackPolicy extends Construct {
  private readonly resources: readonly CfnResource[];

  constructor(scope: Construct, id: string, props: ProtectingStackPolicyProps) {
    super(scope, id);
    this.resources = props.resources;
    const stack = Stack.of(this);
    new AwsCustomResource(this, 'Apply', {
      onUpdate: {
        service: 'CloudFormation',
        action: 'setStackPolicy',
        parameters: {
          StackName: stack.stackId,
          // Lazy: logical IDs are final (overrideLogicalId) only once the stack is complete.
          StackPolicyBody: Lazy.string({ produce: () => JSON.stringify(this.document()) }),
        },
        physicalResourceId: PhysicalResourceId.of('stack-policy'),
      },
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['cloudformation:SetStackPolicy'], resources: [stack.stackId] }),
      ]),
      installLatestAwsSdk: false,
    });
    // AwsCustomResource's handler: a singleton CDK keeps at the stack's root.
    for (const handler of cdkSingletons(this, AWS_CUSTOM_RESOURCE_ID)) keep(handler, BASIC_EXECUTION_ROLE);
  }

  /** The protected logical IDs, as the template names them. */
  logicalIds(): string[] {
    const stack = Stack.of(this);
    return this.resources.map((resource) => stack.resolve(resource.logicalId) as string);
  }

  document(): StackPolicyDocument {
    return protectingPolicy(this.logicalIds());
  }
}
