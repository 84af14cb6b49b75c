/**
 * Idempotency keys: a create sent with an `Idempotency-Key` header runs once per fan, route and key,
 * and its answer is kept a day for every retry (domain/idempotency.ts, docs/safety.md "Creates
 * happen once").
 *
 *   IDEMPOTENCY#{userId} / {route}#{key}   (one partition per fan: the account purge deletes it whole)
 *     fingerprint     SHA-256 of the request body: the same key with another body is refused
 *     claimedBy       the request running the create now (a new value per claim)
 *     pendingUntil    epoch ms until which that request may still answer (its function's deadline);
 *                     0 once it was refused without writing anything (a retry may run it again)
 *     seedId, seedAt  the id and time (epoch ms) the create gives what it makes, chosen by the
 *                     first claim: a retry that runs the create again makes the same post or comment
 *     answer          the answer (status, headers, body), once there is one
 *     expiresAt       a day after the first claim: TTL in AWS; DynamoDB Local never deletes, so a
 *                     claim treats an expired item as absent
 *
 * A claim is one conditional PutItem (a key not held, or held by an expired item); refused, it
 * returns the item that holds the key (ReturnValuesOnConditionCheckFailure), so a retry costs one
 * write too. Every later change is conditional on `claimedBy`: a request that lost its claim to a
 * retry changes nothing. No stream consumer reacts to these items.
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { type Db, isConditionFailed } from './client';
import { KEYS } from './keys';

export interface OnceRef {
  route: string;
  userId: string;
  key: string;
}

export interface StoredAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export interface OnceItem {
  fingerprint: string;
  claimedBy: string;
  pendingUntil: number;
  seedId: string;
  seedAt: number;
  answer?: StoredAnswer;
  expiresAt: number;
}

export const onceKey = ({ route, userId, key }: OnceRef) => ({
  PK: `${KEYS.idempotency.pk}${userId}`,
  SK: `${route}#${key}`,
});

/**
 * Writes `claim` unless an unexpired item holds the key (at `now`, epoch ms); returns that item
 * when one does, else null.
 */
export async function claimOnce(
  db: Db,
  ref: OnceRef,
  claim: OnceItem,
  now: number,
): Promise<OnceItem | null> {
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.table,
        Item: { ...onceKey(ref), ...claim },
        ConditionExpression: 'attribute_not_exists(PK) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': Math.floor(now / 1000) },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return null;
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
    return unmarshall((err as { Item: Parameters<typeof unmarshall>[0] }).Item) as OnceItem;
  }
}

/**
 * Applies `update` (a SET expression over `values`) while `claimant` still holds the claim; false
 * when another request holds it.
 */
export async function updateOnce(
  db: Db,
  ref: OnceRef,
  claimant: string,
  update: string,
  values: Record<string, unknown>,
): Promise<boolean> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: onceKey(ref),
        UpdateExpression: update,
        ConditionExpression: 'claimedBy = :claimant',
        ExpressionAttributeValues: { ':claimant': claimant, ...values },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}
