import {
  HttpIntegrationType,
  HttpRouteIntegration,
  type HttpRouteIntegrationBindOptions,
  type HttpRouteIntegrationConfig,
  IntegrationCredentials,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { type IRole, ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';

/**
 * A Lambda proxy integration API Gateway calls with a role (the integration's credentials) instead
 * of a resource policy on the function: CDK's HttpLambdaIntegration adds one AWS::Lambda::Permission
 * per route, and with issue 39's routes those alone took the Api stack past CloudFormation's 500
 * resources. What API Gateway may call is the same: each route function by its ARN, nothing else.
 */
export class RoleInvokedLambda extends HttpRouteIntegration {
  constructor(
    id: string,
    private readonly handler: IFunction,
    private readonly role: IRole,
  ) {
    super(id);
  }

  bind(_options: HttpRouteIntegrationBindOptions): HttpRouteIntegrationConfig {
    return {
      type: HttpIntegrationType.AWS_PROXY,
      uri: this.handler.functionArn,
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      credentials: IntegrationCredentials.fromRole(this.role),
    };
  }
}

/** Function ARNs per managed policy: about 100 characters each, a policy holds at most 6,144. */
export const ARNS_PER_INVOKE_POLICY = 40;

/**
 * The role API Gateway assumes to call the route functions: lambda:InvokeFunction on each one's ARN
 * (no wildcard), in customer managed policies of ARNS_PER_INVOKE_POLICY functions each (one inline
 * policy would pass IAM's 10,240 characters a role).
 */
export function routeInvokeRole(scope: Construct, functions: readonly IFunction[]): Role {
  const role = new Role(scope, 'RouteInvokeRole', {
    assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
    description: 'API Gateway calls the HTTP route functions (each by its ARN)',
  });
  for (let i = 0; i * ARNS_PER_INVOKE_POLICY < functions.length; i++) {
    new ManagedPolicy(scope, `RouteInvokePolicy${i}`, {
      roles: [role],
      statements: [
        new PolicyStatement({
          actions: ['lambda:InvokeFunction'],
          resources: functions
            .slice(i * ARNS_PER_INVOKE_POLICY, (i + 1) * ARNS_PER_INVOKE_POLICY)
            .map((fn) => fn.functionArn),
        }),
      ],
    });
  }
  return role;
}
