import { Aspects, CfnResource, type IAspect } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';

/**
 * Every Lambda function of a stack logs in Lambda's JSON format: ours (Powertools already writes
 * JSON; Lambda then also writes its START/END/REPORT lines as JSON, with the request id) and the
 * ones CDK adds (the SPA deployment, custom resources, cross-region reference readers), so one Logs Insights query reads them all.
 */
export class JsonLogsOnEveryFunction implements IAspect {
  static applyTo(scope: IConstruct): void {
    const aspect = new JsonLogsOnEveryFunction();
    Aspects.of(scope).add(aspect);
    // CDK makes the cross-region reference handlers while it resolves references, after aspects
    // have run; construct validations run after that and before the templates are written.
    scope.node.addValidation({
      validate: () => {
        for (const node of scope.node.findAll()) aspect.visit(node);
        return [];
      },
    });
  }

  visit(node: IConstruct): void {
    // CDK's custom resource providers (cross-region references) are plain CfnResources of this type.
    if (
      node instanceof CfnFunction ||
      (node instanceof CfnResource && node.cfnResourceType === 'AWS::Lambda::Function')
    )
      node.addPropertyOverride('LoggingConfig.LogFormat', 'JSON');
  }
}
