import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EntityItem } from '../catalogue/items';
import { spoilerStateOf } from './state';
import {
  putWatchEntry,
  showFactsOf,
  WATCH_MAX,
  watchEntriesOf,
  watchEntryOf,
  watchEntryToDrop,
} from './watch';

const ddb = mockClient(DynamoDBDocumentClient);
const db = { doc: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), table: 't' };
beforeEach(() => ddb.reset());

const show = {
  id: 'SHOW1',
  kind: 'show',
  name: 'Raw',
  promotionId: 'WWE',
  startsAt: '2026-11-23T01:00:00.000Z',
  endsAt: '2026-11-23T04:00:00.000Z',
} as unknown as EntityItem;

describe('the watch map as stored', () => {
  it('takes a show’s facts from its item (its start as its end when it has none; no promotion: null)', () => {
    expect(showFactsOf(show)).toEqual({
      id: 'SHOW1',
      name: 'Raw',
      promotionId: 'WWE',
      startsAt: '2026-11-23T01:00:00.000Z',
      endsAt: '2026-11-23T04:00:00.000Z',
    });
    const bare = { ...show, promotionId: undefined, endsAt: undefined } as unknown as EntityItem;
    expect(showFactsOf(bare)).toMatchObject({ promotionId: null, endsAt: '2026-11-23T01:00:00.000Z' });
  });

  it('makes an entry with the facts and when it was said, and reads entries back by their key', () => {
    const entry = watchEntryOf(showFactsOf(show), 'later', new Date('2026-11-23T02:00:00.000Z'));
    expect(entry).toEqual({ ...showFactsOf(show), status: 'later', at: '2026-11-23T02:00:00.000Z' });
    const { id: _id, ...stored } = entry;
    expect(watchEntriesOf({ SHOW1: stored })).toEqual({ SHOW1: entry });
    // Anything that is not an entry is skipped; no map reads as none.
    expect(watchEntriesOf({ SHOW1: stored, X: 'junk', Y: { status: 'later' }, Z: null })).toEqual({
      SHOW1: entry,
    });
    expect(watchEntriesOf(undefined)).toEqual({});
    expect(watchEntriesOf('nope')).toEqual({});
    // The viewer's state reads the same entries.
    expect(spoilerStateOf({ watch: watchEntriesOf({ SHOW1: stored }) }).statuses.SHOW1?.status).toBe('later');
    // The item as stored (no id in the entry, as the viewer's read brings it): each entry gets its key.
    expect(
      spoilerStateOf({ watch: { SHOW1: stored } as unknown as Record<string, typeof entry> }).statuses.SHOW1,
    ).toEqual(entry);
  });
});

describe('the bound of the watch map', () => {
  const map = (n: number) =>
    Object.fromEntries(
      Array.from({ length: n }, (_, i) => [
        `S${String(i).padStart(3, '0')}`,
        { at: `2026-11-${10 + (i % 15)}` },
      ]),
    );

  it('drops nothing while the map has room or already holds the show', () => {
    expect(watchEntryToDrop(map(WATCH_MAX - 1), 'NEW')).toBeNull();
    expect(watchEntryToDrop(map(WATCH_MAX), 'S005')).toBeNull();
    expect(watchEntryToDrop({}, 'NEW')).toBeNull();
  });

  it('drops the entry said longest ago when full (ties: the smaller id), never the show itself', () => {
    expect(watchEntryToDrop(map(WATCH_MAX), 'NEW')).toBe('S000');
    const full = { ...map(WATCH_MAX), S000: { at: '2026-12-01' } };
    expect(watchEntryToDrop(full, 'NEW')).toBe('S015');
    expect(watchEntryToDrop({ A: { at: '2026-01-02' }, B: { at: '2026-01-01' } }, 'C', 2)).toBe('B');
    expect(watchEntryToDrop({ A: { at: '2026-01-02' }, B: { at: '2026-01-01' } }, 'B', 2)).toBeNull();
  });
});

describe('putWatchEntry when a write is refused', () => {
  const entry = watchEntryOf(showFactsOf(show), 'later', new Date('2026-11-23T02:00:00.000Z'));
  const refused = (item?: Record<string, unknown>) =>
    Object.assign(new Error('The conditional request failed'), {
      name: 'ConditionalCheckFailedException',
      ...(item ? { Item: marshall(item) } : {}),
    });
  const full = { A: { ...entry, at: '2026-01-02' }, B: { ...entry, at: '2026-01-01' } };

  it('drops the entry said longest ago, found in the refused write’s old item, in the same write', async () => {
    ddb
      .on(UpdateCommand)
      .rejectsOnce(refused({ watch: full }))
      .resolves({ Attributes: { watch: { A: full.A, SHOW1: entry } } });
    const after = await putWatchEntry(db, 'u1', entry, 2);
    expect(Object.keys(after.watch ?? {})).toEqual(['A', 'SHOW1']);
    const second = ddb.commandCalls(UpdateCommand)[1]?.args[0].input;
    expect(second?.UpdateExpression).toContain('REMOVE watch.#old');
    expect(second?.ExpressionAttributeNames).toMatchObject({ '#id': 'SHOW1', '#old': 'B' });
  });

  it('gives up after a few rounds when the map keeps changing, and lets other failures through', async () => {
    ddb.on(UpdateCommand).rejects(refused({ watch: full }));
    await expect(putWatchEntry(db, 'u1', entry, 2)).rejects.toThrow('The watch map kept changing');
    ddb.reset();
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('Throttled'), { name: 'ThrottlingException' }));
    await expect(putWatchEntry(db, 'u1', entry)).rejects.toThrow('Throttled');
  });

  it('makes the map when there is none (no item, or no map on it)', async () => {
    ddb
      .on(UpdateCommand)
      .rejectsOnce(refused())
      .resolves({ Attributes: { watch: { SHOW1: entry } } });
    await putWatchEntry(db, 'u1', entry);
    const second = ddb.commandCalls(UpdateCommand)[1]?.args[0].input;
    expect(second?.ConditionExpression).toBe('attribute_not_exists(watch)');
  });
});
