/**
 * A fan's muted words, one attribute of their controls item.
 *
 *   USER#{userId} / FILTERS   words: wordId -> { word, folded, action, expiresAt }
 *
 * The same item holds the fan's blocks and mutes (functions/data/controls.ts), so a read loads
 * everything it filters by with one strongly consistent GetItem. A word's id is a digest of its
 * folded form: muting the same word again writes the same entry (renewed, never a second one). At
 * most `max` entries: the write's condition counts the map (`size(words)`), so concurrent adds
 * cannot pass the limit. The item goes in the purge (purge-blocks, domain/purge.ts).
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MutedWordEntry } from '../../shared/muted-words';
import { type Db, isConditionFailed } from './client';
import { controlsKey } from './controls';

export type StoredMutedWord = MutedWordEntry & { id: string };
type WordsMap = Record<string, MutedWordEntry>;

/** The fan's muted words as stored (expired ones too: readers compare with their clock). */
export async function readMutedWords(db: Db, userId: string): Promise<StoredMutedWord[]> {
  const res = await db.doc.send(
    new GetCommand({
      TableName: db.table,
      Key: controlsKey(userId),
      ConsistentRead: true,
      ProjectionExpression: 'words',
    }),
  );
  const words = (res.Item?.words ?? {}) as WordsMap;
  return Object.entries(words).map(([id, w]) => ({ id, ...w }));
}

/** Whether a write was refused by its condition (a nested path on a missing map is refused too). */
const refused = (err: unknown) =>
  isConditionFailed(err) ||
  ((err as Error)?.name === 'ValidationException' && /document path/i.test((err as Error).message));

/**
 * Puts (or renews) a word. Refused ('full') when the fan has `max` words already and this is not
 * one of them. Expired words still count: the caller prunes them (`removeExpiredWords`) and tries again.
 */
export async function putMutedWord(
  db: Db,
  userId: string,
  id: string,
  entry: MutedWordEntry,
  max: number,
): Promise<'put' | 'full'> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: controlsKey(userId),
          UpdateExpression: 'SET words.#id = :w',
          ConditionExpression: 'attribute_exists(words.#id) OR size(words) < :max',
          ExpressionAttributeNames: { '#id': id },
          ExpressionAttributeValues: { ':w': entry, ':max': max },
        }),
      );
      return 'put';
    } catch (err) {
      if (!refused(err)) throw err;
    }
    // No map yet (no controls item, or one with blocks only): make it with this word.
    try {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: controlsKey(userId),
          UpdateExpression: 'SET words = :words',
          ConditionExpression: 'attribute_not_exists(words)',
          ExpressionAttributeValues: { ':words': { [id]: entry } },
        }),
      );
      return 'put';
    } catch (err) {
      if (!isConditionFailed(err)) throw err;
    }
    // The map exists: it is full, or another request made it meanwhile (then the first write passes).
    const words = await readMutedWords(db, userId);
    if (words.length >= max && !words.some((w) => w.id === id)) return 'full';
  }
  return 'full';
}

/** Removes one word when `condition` holds; false when it does not (or the word or map is gone). */
async function removeWord(
  db: Db,
  userId: string,
  id: string,
  condition: string,
  values?: Record<string, unknown>,
): Promise<boolean> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: controlsKey(userId),
        UpdateExpression: 'REMOVE words.#id',
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#id': id },
        ...(values ? { ExpressionAttributeValues: values } : {}),
      }),
    );
    return true;
  } catch (err) {
    if (refused(err)) return false;
    throw err;
  }
}

/**
 * Removes the words that expired at `nowSeconds`, each only if it is still the expired entry (a
 * renewal meanwhile keeps it). Returns how many went.
 */
export async function removeExpiredWords(db: Db, userId: string, nowSeconds: number): Promise<number> {
  const expired = (await readMutedWords(db, userId)).filter((w) => w.expiresAt && w.expiresAt <= nowSeconds);
  let removed = 0;
  for (const w of expired)
    if (await removeWord(db, userId, w.id, 'words.#id.expiresAt = :at', { ':at': w.expiresAt })) removed++;
  return removed;
}

/** Removes a word; false when the fan has no word of that id. */
export const deleteMutedWord = (db: Db, userId: string, id: string): Promise<boolean> =>
  removeWord(db, userId, id, 'attribute_exists(words.#id)');
