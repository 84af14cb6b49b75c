import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';

export interface OpsStackProps extends StackProps {
  /**
   * Addresses subscribed to the alarm topic by e-mail (each must confirm the subscription from the
   * message AWS sends). None: the topic has no subscription (add one in the console or redeploy).
   */
  readonly alarmEmails?: readonly string[];
}

/**
 * What operators are told through: the SNS topic every alarm of the app notifies (the Api and Jobs
 * stacks put their alarms next to what they watch, with this topic as their action). Its own stack,
 * deployed before them, so no stack that owns an alarm has to own the topic or reference another
 * stateless stack: the only cross-stack reference is the topic's ARN, which never changes.
 */
export class OpsStack extends Stack {
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props: OpsStackProps = {}) {
    super(scope, id, props);
    this.alarmTopic = new Topic(this, 'AlarmTopic', {
      displayName: `Ringside alarms (${this.stackName})`,
      enforceSSL: true,
    });
    for (const address of props.alarmEmails ?? []) {
      this.alarmTopic.addSubscription(new EmailSubscription(address));
    }
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn });
  }
}
