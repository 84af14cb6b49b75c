/**
 * The Privacy Policy's "within 30 days of account deletion", held for every copy no query can
 * check: each stage's bounded copies (infra/retention.ts) add up to 30 days at most, and the
 * synthesized templates deploy exactly those settings (point-in-time recovery, backups and their
 * copy, every log group, old upload versions, the retention job).
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from '../../shared/manifest/scheduled-jobs';
import { DELETION_PROMISE_DAYS, PITR_RECOVERY_DAYS, UPLOAD_VERSIONS_KEPT_DAYS } from '../../shared/retention';
import { boundedCopies } from '../retention';
import { STAGE_SETTINGS, type StageProfile } from '../stage-settings';
import { PROD_FACTS, type SynthesizedRingside, synthRingside, templatesOf } from './synth';

type Resource = { Type: string; Properties: Record<string, unknown> };
/** The logical id prefix of the Lambda CDK runs every AwsCustomResource with. */
const CDK_CUSTOM_RESOURCE_PROVIDER = 'AWS679f53fac002430cb0da5b7982bd2287';
const ofType = (template: Template, type: string) =>
  Object.values(template.findResources(type)) as unknown as Resource[];

const stages: Record<StageProfile, SynthesizedRingside | undefined> = {
  dev: undefined,
  staging: undefined,
  prod: undefined,
};
beforeAll(() => {
  stages.dev = synthRingside({ stage: 'dev' });
  stages.staging = synthRingside({ stage: 'staging' });
  stages.prod = synthRingside({ stage: 'prod', facts: PROD_FACTS });
});
afterAll(() => {
  for (const s of Object.values(stages)) s?.cleanup();
});

describe.each(['dev', 'staging', 'prod'] as const)(
  '%s keeps no copy of a deleted fan past 30 days',
  (profile) => {
    const settings = STAGE_SETTINGS[profile];
    const synth = () => stages[profile] as SynthesizedRingside;

    it('adds every bounded copy up to at most the promise', () => {
      const copies = boundedCopies(settings);
      expect(copies.length).toBeGreaterThanOrEqual(6);
      for (const copy of copies) {
        expect(copy.goneWithinDays, copy.copy).toBeLessThanOrEqual(DELETION_PROMISE_DAYS);
        expect(copy.keptDays, copy.copy).toBeGreaterThan(0);
      }
    });

    it('restores the table to at most PITR_RECOVERY_DAYS back', () => {
      const [table] = ofType(synth().stateful, 'AWS::DynamoDB::GlobalTable');
      const replicas = table?.Properties.Replicas as { PointInTimeRecoverySpecification?: unknown }[];
      expect(replicas.map((r) => r.PointInTimeRecoverySpecification)).toEqual([
        { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: PITR_RECOVERY_DAYS },
      ]);
    });

    it('deletes backups, and their copies, after the stage’s retention', () => {
      const [plan] = ofType(synth().stateful, 'AWS::Backup::BackupPlan');
      const backupPlan = plan?.Properties.BackupPlan as { BackupPlanRule: Record<string, unknown>[] };
      const rules = backupPlan.BackupPlanRule;
      for (const rule of rules) {
        expect(rule.Lifecycle).toEqual({ DeleteAfterDays: settings.backupRetentionDays });
        for (const copy of (rule.CopyActions as { Lifecycle: unknown }[] | undefined) ?? [])
          expect(copy.Lifecycle).toEqual({ DeleteAfterDays: settings.backupRetentionDays });
      }
    });

    it('keeps every log group, access logs included, the stage’s log retention', () => {
      const groups = templatesOf(synth()).flatMap((t) =>
        Object.entries(t.findResources('AWS::Logs::LogGroup')).filter(
          // CDK's own AwsCustomResource provider (the stack policy: CloudFormation calls, no fan data).
          ([id]) => !id.startsWith(CDK_CUSTOM_RESOURCE_PROVIDER),
        ),
      ) as [string, Resource][];
      expect(groups.length).toBeGreaterThan(20);
      for (const [id, group] of groups)
        expect(group.Properties.RetentionInDays, id).toBe(settings.logs.retention);
      // API Gateway's access logs go to one of those groups.
      for (const t of [synth().api, synth().realtime]) {
        const [stage] = ofType(t, 'AWS::ApiGatewayV2::Stage');
        expect(stage?.Properties.AccessLogSettings).toBeDefined();
      }
    });

    it('expires old versions of uploads', () => {
      const buckets = ofType(synth().stateful, 'AWS::S3::Bucket').filter(
        (b) =>
          (b.Properties.VersioningConfiguration as { Status?: string } | undefined)?.Status === 'Enabled',
      );
      expect(buckets).toHaveLength(1);
      const lifecycle = buckets[0]?.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] };
      const rules = lifecycle.Rules;
      expect(rules).toContainEqual(
        expect.objectContaining({
          NoncurrentVersionExpiration: { NoncurrentDays: UPLOAD_VERSIONS_KEPT_DAYS },
        }),
      );
    });

    it('runs the retention job daily', () => {
      const job = SCHEDULED_JOBS.find((j) => j.name === 'retention');
      expect(job?.schedule).toBe('rate(1 day)');
      const rules = ofType(synth().jobs, 'AWS::Events::Rule').map((r) => r.Properties.ScheduleExpression);
      expect(rules.filter((r) => r === 'rate(1 day)').length).toBeGreaterThanOrEqual(2);
    });
  },
);
