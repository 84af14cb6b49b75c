/**
 * Sign-ups: what the PreSignUp trigger checked, and the addresses not confirmed yet.
 *
 *   SIGNUP#{userId} / SIGNUP   the display name the fan signed up with, cleaned, and their age band
 *                              (`teen` or `adult`, never the birthdate; both read once, when the
 *                              profile is made at first contact) and, while the fan's e-mail is not
 *                              confirmed, `confirmBy` with GSI3 UNCONFIRMED / {confirmBy}#{userId}:
 *                              the account sweeper releases the addresses still unconfirmed after
 *                              that date (domain/account.ts)
 *
 * Written by the PreSignUp trigger (the userName Cognito gives it is the new user's sub), so a fan
 * who never calls the API is listed too. Deleted when the address is confirmed (in the transaction
 * that clears the profile's `confirmEmailBy`) and when the account closes (data/account.ts). No
 * stream consumer reacts to it.
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AgeBand } from '../../shared/age';
import { EMAIL_CONFIRM_DAYS } from '../../shared/constants';
import { transactWrite } from './batch';
import { type Db, unlessRefused } from './client';
import { KEYS } from './keys';
import type { Cursor } from './page';
import { userKey } from './user';

export interface SignUpItem {
  PK: string;
  SK: typeof KEYS.signUp.sk;
  type: 'signup';
  userId: string;
  /** Cleaned by the trigger (shared/text.ts); '' when the record was made at first contact. */
  displayName: string;
  /** The age band the trigger derived from the birthdate (absent: a sign-up from before bands). */
  ageBand?: AgeBand;
  createdAt: string;
  /** While the e-mail is unconfirmed: the account closes after this time. */
  confirmBy?: string;
  GSI3PK?: string;
  GSI3SK?: string;
}

export const signUpKey = (userId: string) => ({ PK: `${KEYS.signUp.pk}${userId}`, SK: KEYS.signUp.sk });

const DAY_MS = 86_400_000;
/** When an address first seen at `now` must be confirmed by. */
export const confirmDeadline = (now: Date): string =>
  new Date(now.getTime() + EMAIL_CONFIRM_DAYS * DAY_MS).toISOString();

const unconfirmedIndex = (userId: string, confirmBy: string) => ({
  GSI3PK: KEYS.signUp.gsi3,
  GSI3SK: `${confirmBy}#${userId}`,
});

/** Records a sign-up: its checked display name, its address unconfirmed until the deadline. */
export async function putSignUp(
  db: Db,
  userId: string,
  displayName: string,
  ageBand: AgeBand,
  now: Date,
): Promise<SignUpItem> {
  const confirmBy = confirmDeadline(now);
  const item: SignUpItem = {
    ...signUpKey(userId),
    type: 'signup',
    userId,
    displayName,
    ageBand,
    createdAt: now.toISOString(),
    confirmBy,
    ...unconfirmedIndex(userId, confirmBy),
  };
  await db.doc.send(new PutCommand({ TableName: db.table, Item: item }));
  return item;
}

export async function getSignUp(db: Db, userId: string): Promise<SignUpItem | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: signUpKey(userId), ConsistentRead: true }),
  );
  return (res.Item as SignUpItem | undefined) ?? null;
}

/**
 * Lists an address as unconfirmed from `now` when nothing lists it (a fan who signed up before
 * sign-ups were recorded); returns the deadline it has.
 */
export async function listUnconfirmed(db: Db, userId: string, now: Date): Promise<string> {
  const confirmBy = confirmDeadline(now);
  const listed = await unlessRefused(
    db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: signUpKey(userId),
        ConditionExpression: 'attribute_not_exists(confirmBy)',
        UpdateExpression:
          'SET #type = :type, userId = :id, displayName = if_not_exists(displayName, :empty), ' +
          'createdAt = if_not_exists(createdAt, :now), confirmBy = :by, GSI3PK = :pk, GSI3SK = :sk',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':type': 'signup',
          ':id': userId,
          ':empty': '',
          ':now': now.toISOString(),
          ':by': confirmBy,
          ':pk': KEYS.signUp.gsi3,
          ':sk': unconfirmedIndex(userId, confirmBy).GSI3SK,
        },
      }),
    ),
  );
  return listed ? confirmBy : ((await getSignUp(db, userId))?.confirmBy ?? confirmBy);
}

/**
 * Deletes the record. A one-item transaction rather than a DeleteItem: every function carries this
 * (a fan's first contact), and the transaction's command is in every function already (0.6 KB less).
 */
export async function deleteSignUp(db: Db, userId: string): Promise<void> {
  await transactWrite(db, [{ Delete: { TableName: db.table, Key: signUpKey(userId) } }]);
}

/**
 * The fan's address is confirmed (Cognito said so): one transaction clears the profile's
 * `confirmEmailBy`, keeps the address Cognito has, and deletes the sign-up record. Returns false
 * when there is no profile (nothing changed).
 */
export async function confirmProfileEmail(db: Db, userId: string, email: string): Promise<boolean> {
  const profile = {
    TableName: db.table,
    Key: userKey(userId),
    ConditionExpression: 'attribute_exists(PK)',
    UpdateExpression: 'SET email = :email REMOVE confirmEmailBy',
    ExpressionAttributeValues: { ':email': email },
  };
  return unlessRefused(
    transactWrite(db, [{ Update: profile }, { Delete: { TableName: db.table, Key: signUpKey(userId) } }]),
  );
}

/** Takes an address off the unconfirmed list, keeping the record (its name waits for first contact). */
export async function unlistUnconfirmed(db: Db, userId: string): Promise<void> {
  const update = new UpdateCommand({
    TableName: db.table,
    Key: signUpKey(userId),
    ConditionExpression: 'attribute_exists(PK)',
    UpdateExpression: 'REMOVE confirmBy, GSI3PK, GSI3SK',
  });
  await unlessRefused(db.doc.send(update));
}

/** Fans whose address was due to be confirmed before `now` (GSI3 UNCONFIRMED), oldest first. */
export async function unconfirmedDue(db: Db, now: Date, limit: number, cursor?: Cursor) {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK < :now',
      ExpressionAttributeValues: { ':pk': KEYS.signUp.gsi3, ':now': now.toISOString() },
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return {
    ids: (res.Items ?? []).map((i) => String((i as SignUpItem).userId)),
    next: res.LastEvaluatedKey as Cursor | undefined,
  };
}
