/**
 * The purge cannot forget a partition: every key prefix of KEYS has a fate when a fan is deleted
 * (removed by a purge kind, by the close, with what it belongs to, by a job when its time is up,
 * kept for a stated reason, or not personal with a reason), and the plan's parts point at real
 * purge kinds and partitions.
 */
import { describe, expect, it } from 'vitest';
import { KEYS } from '../../shared/table';
import { PURGE_PLANS } from '../domain/purge';
import { fanPartitions } from './fan-partitions';
import { KEY_FATES, type KeyFate } from './key-fates';
import { PURGE_KINDS } from './work';

/** The entries of `keys` without a fate in `fates` that says something. */
function unclassified(keys: Record<string, unknown>, fates: Record<string, KeyFate | undefined>): string[] {
  return Object.keys(keys).filter((name) => {
    const fate = fates[name];
    if (!fate) return true;
    const said = Object.values(fate).some((v) => (Array.isArray(v) ? v.length > 0 : Boolean(v)));
    return !said;
  });
}

const fates = KEY_FATES as Record<string, KeyFate>;
const reasonsOf = (fate: KeyFate) =>
  [fate.close, fate.cascade, fate.expiry, fate.kept, fate.notPersonal].filter((r) => r !== undefined);

describe('the purge plan covers every key prefix', () => {
  it('gives every KEYS entry a fate', () => {
    expect(unclassified(KEYS, fates)).toEqual([]);
    expect(Object.keys(fates).sort()).toEqual(Object.keys(KEYS).sort());
  });

  it('fails for a key prefix added to KEYS until it is classified', () => {
    const grown = { ...KEYS, fanDiary: { pk: 'a diary prefix' } };
    expect(unclassified(grown, fates)).toEqual(['fanDiary']);
    expect(unclassified(grown, { ...fates, fanDiary: {} })).toEqual(['fanDiary']);
    expect(unclassified(grown, { ...fates, fanDiary: { notPersonal: '' } })).toEqual(['fanDiary']);
    expect(unclassified(grown, { ...fates, fanDiary: { purge: [] } })).toEqual(['fanDiary']);
    expect(unclassified(grown, { ...fates, fanDiary: { notPersonal: 'a diary of nobody' } })).toEqual([]);
  });

  it('says why in one line, and a prefix that is not personal has no other fate', () => {
    for (const [name, fate] of Object.entries(fates)) {
      for (const reason of reasonsOf(fate)) {
        expect(reason.trim().length, name).toBeGreaterThan(10);
        expect(reason, name).not.toContain('\n');
      }
      if (fate.notPersonal) expect(Object.keys(fate), name).toEqual(['notPersonal']);
    }
  });

  it('names only real purge kinds, and every purge kind removes some prefix', () => {
    const named = new Set(Object.values(fates).flatMap((f) => f.purge ?? []));
    for (const kind of named) expect(PURGE_KINDS).toContain(kind);
    // purge-media removes the objects under the fan's upload prefixes, not items of the table.
    expect([...named, 'purge-media'].sort()).toEqual([...PURGE_KINDS].sort());
    for (const kind of PURGE_KINDS) expect(PURGE_PLANS[kind], kind).toBeDefined();
  });

  it('reads only partitions whose prefix the plan removes', () => {
    const removed = Object.entries(KEYS)
      .filter(([name]) => fates[name]?.purge?.length || fates[name]?.close)
      .map(([, key]) => (key as { pk?: string }).pk)
      .filter((pk): pk is string => Boolean(pk));
    for (const [name, pk] of Object.entries(fanPartitions('fan-1'))) {
      const prefix = pk.slice(0, -'fan-1'.length);
      expect(removed, `${name}: ${pk}`).toContain(prefix);
    }
  });
});
