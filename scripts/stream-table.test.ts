import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordOf } from '../functions/data/record';
import { STREAM_CONSUMERS, type StreamConsumer } from '../shared/manifest/stream-consumers';
import {
  committedTable,
  consumersOf,
  EVENTS,
  patternCovered,
  STREAM_ITEMS,
  streamTable,
  withTable,
} from './stream-table';

const consumers = STREAM_CONSUMERS as readonly StreamConsumer[];
const ROOT = path.resolve(import.meta.dirname, '..');

/** The key-layout header of an item module: its first doc comment. */
const headerOf = (module: string) =>
  /^\/\*\*([\s\S]*?)\*\//.exec(
    readFileSync(path.join(ROOT, 'functions', 'data', `${module}.ts`), 'utf8'),
  )?.[1] ?? '';

describe('the stream consumers table', () => {
  it('is what `npm run docs:streams` writes from the manifest now (no drift)', () => {
    expect(committedTable()).toBe(streamTable());
  });

  it('lists an item for every filter of every consumer (a consumer of an unlisted item fails)', () => {
    const uncovered = consumers.flatMap((c) =>
      c.filters.filter((f) => !patternCovered(f)).map((f) => `${c.name}: ${JSON.stringify(f)}`),
    );
    expect(uncovered).toEqual([]);
    for (const c of consumers)
      expect(
        STREAM_ITEMS.some((item) => EVENTS.some((e) => consumersOf(item, e).includes(c))),
        c.name,
      ).toBe(true);
  });

  it('lists items the consumers get as typed records', () => {
    for (const item of STREAM_ITEMS)
      expect(
        recordOf({ eventName: 'INSERT', keys: item.keys, oldImage: undefined, newImage: {} }),
        item.item,
      ).not.toBeNull();
  });

  it('names, in each item module’s key-layout header, every consumer of its items', () => {
    const missing = STREAM_ITEMS.flatMap((item) => {
      const header = headerOf(item.module);
      const names = new Set(EVENTS.flatMap((e) => consumersOf(item, e).map((c) => c.name)));
      return [...names]
        .filter((name) => !new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(header))
        .map((name) => `functions/data/${item.module}.ts does not name ${name} (${item.item})`);
    });
    expect(missing).toEqual([]);
  });

  it('replaces only what lies between the markers, and refuses a document without them', () => {
    const start = '<!-- stream-consumers:start (npm run docs:streams writes this table) -->';
    const doc = `before\n${start}\nold\n<!-- stream-consumers:end -->\nafter`;
    expect(withTable(doc, 'new')).toBe(`before\n${start}\nnew\n<!-- stream-consumers:end -->\nafter`);
    expect(committedTable(withTable(doc, 'new'))).toBe('new');
    expect(() => withTable('no markers', 'new')).toThrow();
  });
});
