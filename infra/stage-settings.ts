/**
 * Per-stage settings the stacks take as props (no environment reads inside constructs).
 *
 * The HTTP API's stage throttle is shared by all fans (per-fan fairness comes from the per-fan
 * rate limits in the handlers and WAF's per-IP rules). Production is sized for about 1 million
 * monthly fans: ~200k daily, ~10% of them in the busiest hour of a pay-per-view night, a request
 * every few seconds each while they are on the app: ~2,000-4,000 requests a second at the peak,
 * with room for a spike. Other stages stay small so a runaway script costs little.
 */
import type { StageThrottle } from './stacks/common';

export interface StageSettings {
  readonly apiThrottle: StageThrottle;
}

export const STAGE_SETTINGS = {
  prod: { apiThrottle: { rateLimit: 5_000, burstLimit: 10_000 } },
  default: { apiThrottle: { rateLimit: 200, burstLimit: 400 } },
} as const satisfies Record<string, StageSettings>;

export const stageSettings = (stage: string): StageSettings =>
  stage === 'prod' ? STAGE_SETTINGS.prod : STAGE_SETTINGS.default;
