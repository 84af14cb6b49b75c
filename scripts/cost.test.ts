import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAGE_SETTINGS } from '../infra/stage-settings';
import { roomFrameSchema } from '../shared/schemas/rooms';
import { BEGIN, COST_DOC, END, withTables } from './cost';
import {
  cognitoEssentialsUsd,
  cognitoLiteUsd,
  EVENTS_PRICES,
  frameBytes,
  messagesWithinOneOperation,
  monthlyCost,
  plainFrameBytes,
  renderCostTables,
  SHOW_NIGHT,
  sampleRoomMessage,
  showNight,
  total,
} from './cost-model';

describe('the cost model', () => {
  it('docs/cost.md shows exactly what the model computes (run `npm run cost -- --write` after a change)', () => {
    const doc = readFileSync(COST_DOC, 'utf8');
    expect(doc).toContain(BEGIN);
    expect(doc).toContain(END);
    expect(doc).toBe(withTables(doc, renderCostTables()));
  });

  it('prices Cognito Lite by its tiers and shows why Lite is pinned', () => {
    expect(cognitoLiteUsd(10_000)).toBe(0);
    expect(cognitoLiteUsd(100_000)).toBeCloseTo(90_000 * 0.0055);
    expect(cognitoLiteUsd(1_000_000)).toBeCloseTo(90_000 * 0.0055 + 900_000 * 0.0046);
    expect(cognitoEssentialsUsd(1_000_000)).toBeGreaterThan(3 * cognitoLiteUsd(1_000_000));
  });

  it("keeps prod's budget above the 1M-fan month", () => {
    expect(STAGE_SETTINGS.prod.monthlyBudgetUsd).toBeGreaterThan(total(monthlyCost(1_000_000)));
  });

  it('grows with the fans: every line at 1M fans is at least the one at 100k', () => {
    const small = monthlyCost(100_000);
    const large = monthlyCost(1_000_000);
    large.forEach((line, i) => {
      expect(line.usd, line.service).toBeGreaterThanOrEqual(small[i]?.usd ?? 0);
    });
  });

  it('prices a show night by what AppSync Events meters: each delivery in 5 KB operations', () => {
    expect(roomFrameSchema.parse({ showId: 's', messages: [sampleRoomMessage(1)], lastSeq: 1 })).toBeTruthy();
    // A frame's bytes grow with its messages; a delivery of n bytes is ceil(n / 5 KB) operations.
    expect(frameBytes(25)).toBeGreaterThan((frameBytes(2) - frameBytes(1)) * 24);
    const night = showNight(10_000);
    expect(night.messagesPerFrame).toBe(SHOW_NIGHT.messagesPerSecond / SHOW_NIGHT.framesPerSecond);
    expect(night.opsPerFrame).toBe(Math.ceil(night.bytesPerFrame / (EVENTS_PRICES.meteredKb * 1024)));
    expect(night.deliveries).toBe(10_000 * SHOW_NIGHT.framesPerSecond * SHOW_NIGHT.hours * 3600);
    expect(night.connectionMinutes).toBe(10_000 * SHOW_NIGHT.hours * 60);
    expect(night.perViewerHour).toBeCloseTo(night.totalUsd / 30_000);
    // Deliveries cost the same per viewer whatever the crowd: the per-viewer-hour figure barely moves.
    expect(showNight(100_000).perViewerHour).toBeCloseTo(night.perViewerHour, 3);
  });

  it('keeps a busy window within one metered operation by deflating the frame', () => {
    const night = showNight(100_000);
    // Plain JSON, a window of 25 messages would be three operations to each viewer; deflated, one.
    expect(plainFrameBytes(night.messagesPerFrame)).toBeGreaterThan(2 * EVENTS_PRICES.meteredKb * 1024);
    expect(night.opsPerFrame).toBe(1);
    expect(messagesWithinOneOperation()).toBeGreaterThanOrEqual(night.messagesPerFrame);
    expect(frameBytes(messagesWithinOneOperation() + 1)).toBeGreaterThan(EVENTS_PRICES.meteredKb * 1024);
    expect(night.perViewerHour).toBeLessThanOrEqual(SHOW_NIGHT.targetPerViewerHour);
  });
});
