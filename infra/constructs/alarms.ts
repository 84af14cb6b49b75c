import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { BusinessMetric } from '../../functions/lib/observability';
import { METRICS_NAMESPACE, SERVICE_NAME } from '../../shared/manifest/runtime';

/** The period alarms and the dashboard's business metrics are evaluated over. */
export const ALARM_PERIOD = Duration.minutes(5);

/**
 * A metric our functions publish through Powertools' embedded metric format: the contract's
 * namespace, and the one dimension Powertools adds to every metric, `service`.
 */
export function appMetric(name: BusinessMetric, period = ALARM_PERIOD): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: SERVICE_NAME },
    statistic: 'Sum',
    period,
  });
}

export interface NotifyingAlarmProps {
  readonly metric: IMetric;
  /** The alarm fires when the metric is above this. */
  readonly threshold: number;
  readonly description: string;
  /** @default 1 */
  readonly evaluationPeriods?: number;
}

/**
 * An alarm that tells operators: the alarm topic as its action, "above the threshold" for one
 * period by default, and missing data (an idle stream, an API without traffic) never breaching.
 */
export function notifyingAlarm(
  scope: Construct,
  id: string,
  topic: ITopic,
  props: NotifyingAlarmProps,
): Alarm {
  const alarm = new Alarm(scope, id, {
    alarmDescription: props.description,
    metric: props.metric,
    threshold: props.threshold,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: props.evaluationPeriods ?? 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  alarm.addAlarmAction(new SnsAction(topic));
  return alarm;
}
