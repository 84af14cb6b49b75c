import { Aspects, type IAspect } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';

/**
 * Every Lambda function of a stack logs in Lambda's JSON format: ours (Powertools already writes
 * JSON; Lambda then also writes its START/END/REPORT lines as JSON, with the request id) and the
 * ones CDK adds (the SPA deployment, custom resources), so one Logs Insights query reads them all.
 */
export class JsonLogsOnEveryFunction implements IAspect {
  static applyTo(scope: IConstruct): void {
    Aspects.of(scope).add(new JsonLogsOnEveryFunction());
  }

  visit(node: IConstruct): void {
    if (node instanceof CfnFunction) node.addPropertyOverride('LoggingConfig.LogFormat', 'JSON');
  }
}
