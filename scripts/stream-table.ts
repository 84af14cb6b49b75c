/**
 * "Which consumers react to which item": the stream hop made visible. The table is worked out from
 * the manifest (STREAM_CONSUMERS and their filters) by matching each consumer's filters against a
 * stream record of every item the item modules write that some consumer reads, built with those
 * modules' own key builders. `npm run docs:streams` writes it into docs/architecture.md between the
 * markers below; scripts/stream-table.test.ts fails when the committed table drifts, when a
 * consumer reacts to no item listed here, and when an item module's key-layout header does not
 * name the consumers of its items.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { closedKey } from '../functions/data/account';
import { entityFollowKey } from '../functions/data/catalogue/entity-follow';
import { entityKey, matchKey } from '../functions/data/catalogue/items';
import { commentKey } from '../functions/data/comment';
import { controlsKey } from '../functions/data/controls';
import { followKey } from '../functions/data/follow';
import { popKey } from '../functions/data/pop';
import { postKey } from '../functions/data/post';
import { ratingKey } from '../functions/data/ratings/ratings';
import { userKey } from '../functions/data/user';
import { workKey } from '../functions/data/work';
import { type FilterPattern, matchesAny, matchesPattern } from '../shared/manifest/filters';
import { STREAM_CONSUMERS, type StreamConsumer } from '../shared/manifest/stream-consumers';

export const EVENTS = ['INSERT', 'MODIFY', 'REMOVE'] as const;
export type StreamEvent = (typeof EVENTS)[number];

export interface StreamItem {
  /** What it is, in the docs' words. */
  item: string;
  /** The item module in functions/data/ that writes it (its key-layout header names the consumers). */
  module: string;
  /** Its primary key, from the module's key builder with placeholder ids. */
  keys: { PK: string; SK: string };
}

/** Every item some consumer reads, as the item modules key it. */
export const STREAM_ITEMS: readonly StreamItem[] = [
  { item: 'post', module: 'post', keys: postKey('{postId}') },
  { item: 'comment', module: 'comment', keys: commentKey('{commentId}') },
  { item: 'Pop on a post', module: 'pop', keys: popKey(postKey('{postId}'), '{userId}') },
  { item: 'Pop on a comment', module: 'pop', keys: popKey(commentKey('{commentId}'), '{userId}') },
  { item: 'follow edge', module: 'follow', keys: followKey('{followerId}', '{followedId}') },
  {
    item: 'entity follow edge',
    module: 'catalogue/entity-follow',
    keys: entityFollowKey('{userId}', '{entityId}'),
  },
  { item: 'profile', module: 'user', keys: userKey('{userId}') },
  { item: 'closed account', module: 'account', keys: closedKey('{userId}') },
  { item: 'work item', module: 'work', keys: workKey('{kind}:{subject}:{page}') },
  { item: 'viewer controls', module: 'controls', keys: controlsKey('{userId}') },
  { item: 'catalogue entity', module: 'catalogue/items', keys: entityKey('{entityId}') },
  { item: 'match', module: 'catalogue/items', keys: matchKey('{showId}', '{matchId}') },
  { item: 'rating', module: 'ratings/ratings', keys: ratingKey('{targetId}', '{userId}') },
];

/** A stream record of an item as Lambda's event filters see it (DynamoDB JSON). */
export const streamRecord = (keys: { PK: string; SK: string }, event: StreamEvent) => ({
  eventName: event,
  dynamodb: { Keys: { PK: { S: keys.PK }, SK: { S: keys.SK } } },
});

const consumers = STREAM_CONSUMERS as readonly StreamConsumer[];

/** The consumers whose filters let a change of an item through, in manifest order. */
export const consumersOf = (item: StreamItem, event: StreamEvent): readonly StreamConsumer[] =>
  consumers.filter((c) => matchesAny(c.filters, streamRecord(item.keys, event)));

/** Whether one filter pattern lets some change of some listed item through. */
export const patternCovered = (pattern: FilterPattern) =>
  STREAM_ITEMS.some((item) =>
    EVENTS.some((event) => matchesPattern(pattern, streamRecord(item.keys, event))),
  );

export const MARKERS = {
  start: '<!-- stream-consumers:start (npm run docs:streams writes this table) -->',
  end: '<!-- stream-consumers:end -->',
} as const;

const code = (s: string) => `\`${s}\``;

/** The table as markdown (between the markers, markers excluded). */
export function streamTable(): string {
  const rows = STREAM_ITEMS.map((item) => {
    const cells = EVENTS.map(
      (event) =>
        consumersOf(item, event)
          .map((c) => code(c.name))
          .join(', ') || '',
    );
    return `| ${item.item} | ${code(`${item.keys.PK} / ${item.keys.SK}`)} | ${code(`functions/data/${item.module}.ts`)} | ${cells.join(' | ')} |`;
  });
  const lane = (name: string) =>
    consumers
      .filter((c) => c.lane === name)
      .map((c) => code(c.name))
      .join(', ');
  return [
    '| item | keys | written by | INSERT | MODIFY | REMOVE |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `The live lane runs ${lane('live')}; the derived lane ${lane('derived')}.`,
    'Each consumer is `functions/streams/consumers/{name}.ts` and gets the record parsed by',
    '`recordOf` (`functions/data/record.ts`).',
  ].join('\n');
}

export const ARCHITECTURE = path.resolve(import.meta.dirname, '..', 'docs', 'architecture.md');

/** The document with the table between its markers replaced by `table`. */
export function withTable(doc: string, table: string): string {
  const start = doc.indexOf(MARKERS.start);
  const end = doc.indexOf(MARKERS.end);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md lacks the markers ${MARKERS.start}`);
  return `${doc.slice(0, start + MARKERS.start.length)}\n${table}\n${doc.slice(end)}`;
}

/** The table as committed in docs/architecture.md. */
export function committedTable(doc = readFileSync(ARCHITECTURE, 'utf8')): string {
  const start = doc.indexOf(MARKERS.start);
  const end = doc.indexOf(MARKERS.end);
  if (start < 0 || end < start) return '';
  return doc.slice(start + MARKERS.start.length, end).trim();
}

// `npm run docs:streams`
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeFileSync(ARCHITECTURE, withTable(readFileSync(ARCHITECTURE, 'utf8'), streamTable()));
  console.log(`wrote the stream consumers table into ${path.relative(process.cwd(), ARCHITECTURE)}`);
}
