import { Duration } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { type ISecret, RotationSchedule } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { OBSERVABILITY_ENV } from '../../shared/manifest/runtime';
import { ORIGIN_SECRET_ROTATION } from '../../shared/manifest/scheduled-jobs';
import { keepWildcards } from '../nag';
import { notifyingAlarm } from './alarms';
import { type FunctionsSource, FunctionWithLogGroup, type LogSettings } from './function-with-log-group';

/** What the rotation function may do to the distribution, on its ARN only. */
export const ROTATION_DISTRIBUTION_ACTIONS = [
  'cloudfront:GetDistribution',
  'cloudfront:GetDistributionConfig',
  'cloudfront:UpdateDistribution',
] as const;

export interface OriginSecretRotationProps {
  /** The origin-verify secret (the Api stack's). */
  readonly secret: ISecret;
  /** The distribution whose API origin sends the secret in ORIGIN_VERIFY_HEADER. */
  readonly distribution: IDistribution;
  readonly functions: FunctionsSource;
  readonly logs: LogSettings;
  /** A failed rotation step notifies this topic (the Ops stack's). */
  readonly alarmTopic: ITopic;
}

/**
 * Rotates the origin-verify secret every ORIGIN_SECRET_ROTATION.everyDays days
 * (functions/jobs/rotate-origin-secret.ts, docs/safety.md): Secrets Manager's schedule calls the
 * function with each step; it may read and write that secret's versions (RotationSchedule's grant,
 * on the secret only) and read and update this one distribution. It lives beside the distribution
 * (the Web stack) and reads the Api stack's secret, so Api never depends on Web. No rotation when
 * the schedule is created: the first comes after the interval (or `aws secretsmanager
 * rotate-secret`, docs/deploy.md).
 */
export class OriginSecretRotation extends Construct {
  readonly function: NodejsFunction;
  readonly schedule: RotationSchedule;
  /** Any error of the rotation function: a step failed (Secrets Manager retries it). */
  readonly failureAlarm: Alarm;

  constructor(scope: Construct, id: string, props: OriginSecretRotationProps) {
    super(scope, id);
    this.function = new FunctionWithLogGroup(this, 'Rotation', {
      source: props.functions,
      handler: ORIGIN_SECRET_ROTATION.handler,
      description: `Rotates the origin-verify secret every ${ORIGIN_SECRET_ROTATION.everyDays} days`,
      kind: 'rotation',
      environment: {
        ORIGIN_VERIFY_DISTRIBUTION_ID: props.distribution.distributionId,
        ...OBSERVABILITY_ENV,
      },
      logs: props.logs,
    }).function;
    props.distribution.grant(this.function, ...ROTATION_DISTRIBUTION_ACTIONS);
    this.schedule = new RotationSchedule(this, 'Schedule', {
      secret: props.secret,
      rotationLambda: this.function,
      automaticallyAfter: Duration.days(ORIGIN_SECRET_ROTATION.everyDays),
      rotateImmediatelyOnUpdate: false,
    });
    // The rotation schedule grants GetRandomPassword on * itself (it has no resource type).
    keepWildcards(this.function, 'randomPassword', [
      new PolicyStatement({ actions: ['secretsmanager:GetRandomPassword'], resources: ['*'] }),
    ]);
    this.failureAlarm = notifyingAlarm(this, 'FailedAlarm', props.alarmTopic, {
      description:
        'A step of the origin-verify secret rotation failed (docs/deploy.md, "The origin-verify secret")',
      metric: this.function.metricErrors({ statistic: 'Sum', period: Duration.minutes(5) }),
      threshold: 0,
    });
  }
}
