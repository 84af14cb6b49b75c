import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';

/** Budget alerts: actual spend past this share of the budget, and the month's forecast past all of it. */
export const BUDGET_ALERTS = { actualPercent: 80, forecastPercent: 100 } as const;

export interface OpsStackProps extends StackProps {
  /**
   * Addresses subscribed to the alarm topic by e-mail (each must confirm the subscription from the
   * message AWS sends) and to the budget's alerts. None: the topic has no subscription (add one in the
   * console or redeploy).
   */
  readonly alarmEmails?: readonly string[];
  /** Monthly cost budget (USD) of the account the stage runs in. @default no budget */
  readonly monthlyBudgetUsd?: number;
}

/**
 * What operators are told through: the SNS topic every alarm of the app notifies (the Api and Jobs
 * stacks put their alarms next to what they watch, with this topic as their action), and the AWS
 * Budgets budget of the account, which alerts the same topic and addresses. Its own stack, deployed
 * before them, so no stack that owns an alarm has to own the topic or reference another stateless
 * stack: the only cross-stack reference is the topic's ARN, which never changes.
 */
export class OpsStack extends Stack {
  readonly alarmTopic: Topic;
  readonly budget?: CfnBudget;

  constructor(scope: Construct, id: string, props: OpsStackProps = {}) {
    super(scope, id, props);
    this.alarmTopic = new Topic(this, 'AlarmTopic', {
      displayName: `Ringside alarms (${this.stackName})`,
      enforceSSL: true,
    });
    for (const address of props.alarmEmails ?? []) {
      this.alarmTopic.addSubscription(new EmailSubscription(address));
    }
    if (props.monthlyBudgetUsd)
      this.budget = this.monthlyBudget(props.monthlyBudgetUsd, props.alarmEmails ?? []);
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn });
  }

  /**
   * The account's monthly cost budget (AWS Budgets, not filtered by tag: cost allocation tags need
   * activating first and a filter on an inactive tag sees nothing). Alerts at 80% of actual spend and
   * at a forecast over 100%, to the alarm topic and the alarm addresses.
   */
  private monthlyBudget(amountUsd: number, emails: readonly string[]): CfnBudget {
    this.alarmTopic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AllowBudgetAlerts',
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.alarmTopic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    const subscribers = [
      { subscriptionType: 'SNS', address: this.alarmTopic.topicArn },
      ...emails.slice(0, 10).map((address) => ({ subscriptionType: 'EMAIL', address })),
    ];
    const alert = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
      notification: {
        notificationType,
        comparisonOperator: 'GREATER_THAN',
        threshold,
        thresholdType: 'PERCENTAGE',
      },
      subscribers,
    });
    return new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetName: `${this.stackName}-monthly-cost`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: amountUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        alert('ACTUAL', BUDGET_ALERTS.actualPercent),
        alert('FORECASTED', BUDGET_ALERTS.forecastPercent),
      ],
    });
  }
}
