/**
 * The brigade scenario (scripts/bench/ratings-scenario.ts, printed by
 * scripts/bench/ratings-model.ts): 200 genuine ratings, then 500 brigade votes that pass every rule.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../scripts/bench/ratings-scenario';

describe('the brigade scenario', () => {
  it('moves the score by at most 0.2, holding the brigade and no genuine fan', () => {
    const r = runScenario();
    expect(r.refused).toBe(0); // every vote passes the rules
    expect(r.shift).toBeLessThanOrEqual(0.2);
    expect(r.heldBrigade).toBe(500);
    expect(r.heldGenuine).toBe(0);
  });

  it('would move it by far without the defences (the scenario is a real attack)', () => {
    expect(runScenario({ bursts: false, weights: false }).shift).toBeGreaterThan(3);
  });

  it('holds a slower brigade too (the same votes over 24 hours)', () => {
    expect(runScenario({ raidMinutes: 24 * 60 }).shift).toBeLessThanOrEqual(0.2);
  });

  it('holds a raid of old accounts that follow no one (time, one-sided, against the consensus)', () => {
    const r = runScenario({ madeTogether: false });
    expect(r.shift).toBeLessThanOrEqual(0.2);
    expect(r.heldGenuine).toBe(0);
  });

  it('holds under other seeds', () => {
    for (const seed of [1, 2, 3]) expect(runScenario({ seed }).shift, String(seed)).toBeLessThanOrEqual(0.2);
  });
});
