/**
 * Runs the manifest's scheduled jobs (EventBridge rules in AWS) on a faster local cadence, never
 * overlapping a job with itself, and runs a job once on demand.
 */
import type { ScheduledEvent } from 'aws-lambda';

export interface SchedulerJob {
  name: string;
  everySeconds: number;
  invoke: (event: ScheduledEvent) => Promise<unknown>;
}

function scheduledEvent(name: string, now = new Date()): ScheduledEvent {
  return {
    version: '0',
    id: `local-${now.getTime()}`,
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: now.toISOString(),
    region: 'local',
    resources: [`arn:aws:events:local:000000000000:rule/${name}`],
    detail: {},
  };
}

export function startScheduler(
  jobs: SchedulerJob[],
  log: (line: string) => void,
  { timers: scheduled = true }: { timers?: boolean } = {},
) {
  const running = new Map<string, Promise<unknown>>();
  const runOnce = (name: string): Promise<unknown> => {
    const job = jobs.find((j) => j.name === name);
    if (!job) return Promise.reject(new Error(`No job named ${name}`));
    const current = running.get(name);
    if (current) return current;
    const run = job
      .invoke(scheduledEvent(name))
      .catch((err: Error) => {
        log(`job ${name} failed: ${err.message}`);
        throw err;
      })
      .finally(() => running.delete(name));
    running.set(name, run);
    return run;
  };
  const timers = scheduled
    ? jobs.map((job) => setInterval(() => runOnce(job.name).catch(() => undefined), job.everySeconds * 1000))
    : [];
  return {
    runOnce,
    stop: async () => {
      for (const t of timers) clearInterval(t);
      await Promise.allSettled([...running.values()]);
    },
  };
}
