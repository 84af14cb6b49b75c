/**
 * Show-night alerts' items (issue 38, docs/rooms.md "Show-night alerts"):
 *
 *   USER#{userId} / FILTERS        `alertsShowNight` (true: the fan turned show-night alerts on; absent:
 *                                  off), on the controls item beside the blocks and Spoiler Guard's
 *                                  state (data/controls.ts), so the request's one read of the viewer
 *                                  brings it and the account purge deletes it with the item
 *   SHOWBELL#{showId} / {userId}   the fan rang the show's bell; GSI1 BELLBY#{userId} / {showId} (the
 *                                  account purge: purge-show-bells); `expiresAt` a day after the
 *                                  show's room closes (readers ignore an expired bell)
 *   SHOWALERT#{showId} / START     the show's "starts in 15 minutes" alert went out (the show-alerts
 *                                  job writes it once, before it queues the pages of fans)
 *
 * Stream consumers: none of these (a bell, a marker); the controls item's as data/controls.ts.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from '../batch';
import { type MatchItem, matchKey } from '../catalogue/items';
import { type Db, isConditionFailed } from '../client';
import { controlsKey } from '../controls';
import { KEYS } from '../keys';
import { type Cursor, queryPage } from '../page';

/** The alert fields of a controls item. */
export interface AlertFields {
  alertsShowNight?: boolean;
}

export const showBellKey = (showId: string, userId: string) => ({
  PK: `${KEYS.showBell.pk}${showId}`,
  SK: userId,
});
const bellIndexOf = (userId: string, showId: string) => ({
  GSI1PK: `${KEYS.showBell.gsi1}${userId}`,
  GSI1SK: showId,
});
export const showAlertSentKey = (showId: string) => ({
  PK: `${KEYS.showAlertSent.pk}${showId}`,
  SK: KEYS.showAlertSent.sk,
});

/** Stores the fan's show-night setting (the item is made when the fan has none yet). */
export async function putShowNightAlerts(db: Db, userId: string, on: boolean): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: controlsKey(userId),
      UpdateExpression: 'SET alertsShowNight = :on, #type = :type',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':on': on, ':type': 'filters' },
    }),
  );
}

/** Whether the fan's bell for the show is on (strongly consistent; an expired one is off). */
export async function hasShowBell(
  db: Db,
  showId: string,
  userId: string,
  nowSeconds: number,
): Promise<boolean> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: showBellKey(showId, userId), ConsistentRead: true }),
  );
  const expiresAt = Number(res.Item?.expiresAt ?? 0);
  return Boolean(res.Item) && (!expiresAt || expiresAt > nowSeconds);
}

/** Rings (or silences) the fan's bell for the show. */
export async function putShowBell(
  db: Db,
  showId: string,
  userId: string,
  on: boolean,
  expiresAt: number,
  at: string,
): Promise<void> {
  if (!on) {
    await db.doc.send(new DeleteCommand({ TableName: db.table, Key: showBellKey(showId, userId) }));
    return;
  }
  await db.doc.send(
    new PutCommand({
      TableName: db.table,
      Item: {
        ...showBellKey(showId, userId),
        ...bellIndexOf(userId, showId),
        type: 'show-bell',
        showId,
        userId,
        createdAt: at,
        expiresAt,
      },
    }),
  );
}

/** One page of the fans who rang a show's bell (their ids; expired bells left out), consistent. */
export const showBellPage = (db: Db, showId: string, limit: number, nowSeconds: number, cursor?: Cursor) =>
  queryPage(
    db,
    {
      KeyConditionExpression: 'PK = :pk',
      FilterExpression: 'attribute_not_exists(expiresAt) OR expiresAt > :now',
      ExpressionAttributeValues: { ':pk': `${KEYS.showBell.pk}${showId}`, ':now': nowSeconds },
      ProjectionExpression: 'SK',
      ConsistentRead: true,
      Limit: limit,
    },
    (item) => item.SK as string,
    cursor,
  );

/** One page of the shows a fan rang the bell of (GSI1 BELLBY#: the account purge). */
export const bellsOfFanPage = (db: Db, userId: string, limit: number, cursor?: Cursor) =>
  queryPage(
    db,
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': `${KEYS.showBell.gsi1}${userId}` },
      ProjectionExpression: 'GSI1SK',
      Limit: limit,
    },
    (item) => item.GSI1SK as string,
    cursor,
  );

/** Deletes a fan's bells of these shows. */
export const deleteBellsOfFan = (db: Db, userId: string, showIds: readonly string[]) =>
  batchWrite(
    db,
    showIds.map((showId) => ({ delete: showBellKey(showId, userId) })),
  );

/** Whether the show's start alert went out already (strongly consistent). */
export async function startAlertSent(db: Db, showId: string): Promise<boolean> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: showAlertSentKey(showId), ConsistentRead: true }),
  );
  return Boolean(res.Item);
}

/**
 * Marks the show's start alert as sent; false when it was already (another run of the job got
 * there first: that run queues the pages).
 */
export async function markStartAlertSent(
  db: Db,
  showId: string,
  at: string,
  expiresAt: number,
): Promise<boolean> {
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.table,
        Item: { ...showAlertSentKey(showId), type: 'show-alert-sent', showId, sentAt: at, expiresAt },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/** A match of a show's card (strongly consistent), or null. */
export async function getMatchItem(db: Db, showId: string, matchId: string): Promise<MatchItem | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: matchKey(showId, matchId), ConsistentRead: true }),
  );
  return (res.Item as MatchItem | undefined) ?? null;
}
