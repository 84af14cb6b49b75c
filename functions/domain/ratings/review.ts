/**
 * The admins' review of held bursts (docs/ratings.md "Bursts"): the list (open first) and the
 * decision. Keep: each held rating gets `review: kept` (a MODIFY: rating-counts moves it from the
 * held tally into the score); leave out: `review: leftOut` (it stays out, marked). Decided once (409
 * after), with an audit entry in the same transaction as the decision; the reviews follow, 10 at a
 * time, and a call cut short before the last is finished by the same decision sent again.
 */
import { ulid } from 'ulid';
import { RATING_TEXTS } from '../../../shared/messages-ratings';
import { type BurstDecision, fromHalves } from '../../../shared/ratings';
import type { RatingBurst } from '../../../shared/schemas/ratings';
import { entitiesById } from '../../data/catalogue/entities';
import type { EntityItem } from '../../data/catalogue/items';
import { matchById } from '../../data/catalogue/shows';
import type { Db } from '../../data/client';
import {
  type BurstItem,
  burstList,
  decideBurst,
  getBurst,
  markBurstReviewed,
} from '../../data/ratings/bursts';
import { closeOpenBurst, countersOfTargets } from '../../data/ratings/counters';
import { ratingsOfRaters, reviewRating } from '../../data/ratings/ratings';
import { auditPut } from '../../data/report';
import { type UserItem, usersById } from '../../data/user';
import { clockNow } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { toEntityRef } from '../catalogue/shapes';
import { shownScore } from './score';
import { scoredOf, siteMean, toRating } from './service';

const SAMPLE = 5;
const LIST_MAX = 50;

async function burstsOut(db: Db, bursts: BurstItem[]): Promise<RatingBurst[]> {
  if (!bursts.length) return [];
  const matches = await Promise.all(
    bursts.map((b) => (b.target === 'match' ? matchById(db, b.targetId) : Promise.resolve(null))),
  );
  const [entities, counters, mean, samples] = await Promise.all([
    entitiesById(db, [
      ...new Set([...bursts.map((b) => b.showId), ...matches.flatMap((m) => m?.sides.flat() ?? [])]),
    ]),
    countersOfTargets(db, [...new Set(bursts.map((b) => b.targetId))]),
    siteMean(db),
    Promise.all(bursts.map((b) => ratingsOfRaters(db, b.targetId, b.raters.slice(0, SAMPLE)))),
  ]);
  const users = await usersById(db, [...new Set(bursts.flatMap((b) => b.raters.slice(0, SAMPLE)))]);
  const ref = (id: string) => {
    const e = entities.get(id);
    return e ? [toEntityRef(e)] : [];
  };
  return bursts.flatMap((b, i) => {
    const show = entities.get(b.showId) as EntityItem | undefined;
    if (!show) return [];
    const c = counters.get(b.targetId);
    const match = matches[i];
    return [
      {
        id: b.id,
        target: b.target,
        targetId: b.targetId,
        show: { ...toEntityRef(show), startsAt: String(show.startsAt) },
        sides: match ? match.sides.map((side) => side.flatMap(ref)) : null,
        count: b.count,
        heldMean: b.count ? Math.round(fromHalves(b.halves / b.count) * 10) / 10 : 0,
        score: c ? shownScore(scoredOf(c), mean).score : null,
        reasons: b.reasons as RatingBurst['reasons'],
        from: b.from,
        to: b.to,
        sample: b.raters.slice(0, SAMPLE).flatMap((u) => {
          const r = samples[i]?.get(u);
          return r ? [toRating(r, users.get(u), false)] : [];
        }),
        decision: b.decision,
      },
    ];
  });
}

/** GET /api/admin/rating-bursts: open bursts first, then decided ones, newest first. */
export async function getRatingBursts(db: Db) {
  return { bursts: await burstsOut(db, await burstList(db, LIST_MAX)) };
}

/** POST /api/admin/rating-bursts/{burstId} {decision}. */
export async function reviewRatingBurst(
  db: Db,
  admin: UserItem,
  burstId: string,
  decision: BurstDecision,
  now = clockNow(),
): Promise<RatingBurst> {
  const burst = await getBurst(db, burstId);
  if (!burst) throw notFound(RATING_TEXTS.burstNotFound);
  // Decided and every review written: refused. Decided the same way but the reviews cut short (a
  // timeout): this call writes the rest, with no second audit entry.
  const resuming = burst.decision === decision && !burst.reviewed;
  if (burst.decision && !resuming) throw conflict(RATING_TEXTS.burstReviewed);
  const at = now.toISOString();
  if (!resuming) {
    const audit = auditPut(db, {
      id: ulid(now.getTime()),
      createdAt: at,
      action: 'rating.burst.reviewed',
      adminId: admin.id,
      target: { kind: 'ratingBurst', id: burst.id },
      summary: `${decision === 'keep' ? 'Kept' : 'Left out'} ${burst.count} held ratings of ${burst.target} ${burst.targetId} (${burst.reasons.join(', ')})`,
      reportId: null,
    });
    if (!(await decideBurst(db, burst, decision, admin.id, at, [audit])))
      throw conflict(RATING_TEXTS.burstReviewed);
  }
  await closeOpenBurst(db, burst.targetId, burst.id);
  const review = decision === 'keep' ? 'kept' : 'leftOut';
  for (let i = 0; i < burst.raters.length; i += 10)
    await Promise.all(
      burst.raters.slice(i, i + 10).map((u) => reviewRating(db, burst.targetId, u, burst.id, review)),
    );
  await markBurstReviewed(db, burst.id, at);
  const [out] = await burstsOut(db, [{ ...burst, decision }]);
  if (!out) throw notFound(RATING_TEXTS.burstNotFound);
  return out;
}
