import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAGE_SETTINGS } from '../infra/stage-settings';
import { BEGIN, COST_DOC, END, withTables } from './cost';
import { cognitoEssentialsUsd, cognitoLiteUsd, monthlyCost, renderCostTables, total } from './cost-model';

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
});
