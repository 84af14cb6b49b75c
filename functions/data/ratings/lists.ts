/**
 * Rated-match lists (issue 39): top rated of a period and a wrestler's best rated, kept by the
 * rating-counts consumer when a match's shown score changes, read best first on GSI3.
 *
 *   TOPRATED#{period}#{bucket}#{promotionId | ALL} / {matchId}
 *       GSI3 the same / {score x 1000, padded to 5}#{matchId}   (period: week | month | year;
 *       bucket: the show's ISO week "2026-W48", month "2026-11" or year "2026")
 *   BESTRATED#{wrestlerOrTeamId} / {matchId}
 *       GSI3 the same / {score, padded}#{matchId}
 *
 * Each entry carries what the list shows without another read of the match: its show, sides,
 * stipulation, score and count. A match whose score is no longer shown (below 5 ratings) is taken
 * out of its lists.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from '../batch';
import type { Db } from '../client';
import { KEYS } from '../keys';

export interface RatedEntry {
  matchId: string;
  showId: string;
  sides: string[][];
  stipulation: string | null;
  score: number;
  count: number;
}

/** 7.43 -> "07430": sorts as the score does. */
export const paddedScore = (score: number) => String(Math.round(score * 1000)).padStart(5, '0');

const topRatedPk = (period: string, bucket: string, promotionId: string | null) =>
  `${KEYS.topRated.pk}${period}#${bucket}#${promotionId ?? 'ALL'}`;
const bestRatedPk = (entityId: string) => `${KEYS.bestRated.pk}${entityId}`;

/** The lists a match is in: its top rated (period, bucket, promotion or everyone's), its performers' best rated. */
export interface MatchLists {
  top: readonly { period: string; bucket: string; promotionId: string | null }[];
  performerIds: readonly string[];
}

/** Puts (score shown) or deletes (score null) a match's entries in its lists. */
export async function writeRatedEntries(
  db: Db,
  lists: MatchLists,
  entry: RatedEntry | { matchId: string; score: null },
) {
  const pks = [
    ...lists.top.map((l) => topRatedPk(l.period, l.bucket, l.promotionId)),
    ...lists.performerIds.map(bestRatedPk),
  ];
  await batchWrite(
    db,
    pks.map((pk) =>
      entry.score === null
        ? { delete: { PK: pk, SK: entry.matchId } }
        : {
            put: {
              PK: pk,
              SK: entry.matchId,
              type: 'rated-entry',
              ...entry,
              GSI3PK: pk,
              GSI3SK: `${paddedScore(entry.score)}#${entry.matchId}`,
            },
          },
    ),
  );
}

/** A top rated list, best first (at most `limit`). */
export const topRatedList = (
  db: Db,
  period: string,
  bucket: string,
  promotionId: string | null,
  limit: number,
) => ratedList(db, topRatedPk(period, bucket, promotionId), limit);
/** A wrestler's or team's best rated, best first (at most `limit`). */
export const bestRatedList = (db: Db, entityId: string, limit: number) =>
  ratedList(db, bestRatedPk(entityId), limit);

async function ratedList(db: Db, pk: string, limit: number): Promise<RatedEntry[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (res.Items ?? []).map((i) => ({
    matchId: i.matchId as string,
    showId: i.showId as string,
    sides: i.sides as string[][],
    stipulation: (i.stipulation as string | null) ?? null,
    score: i.score as number,
    count: i.count as number,
  }));
}
