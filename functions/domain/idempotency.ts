/**
 * Creates that happen once (docs/safety.md, "Creates happen once"). A create sent with an
 * `Idempotency-Key` claims the key for its fan and route (data/idempotency.ts), runs, and keeps its
 * answer a day; a retry with the same key gets that answer again and writes nothing:
 * - the key held with another body: 422 (`mismatch`): a key names one request;
 * - the key's answer known: that answer, replayed;
 * - the key's first request still running (before its function's deadline): 409 (`conflict`) with
 *   Retry-After, the seconds until that deadline;
 * - the first request gone past its deadline without an answer (it timed out, or answered 503 while
 *   its write was still under way): the retry takes the claim over and runs the create again with
 *   the first claim's seed, the id and time of what it makes. The post or comment of that id is
 *   written once (its own condition): if the first request's write landed, the retry answers it.
 * A refusal (4xx) writes nothing, so it keeps no answer: the claim is released and a retry runs
 * again. Without a key a create runs as before, with a seed of its own.
 */
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HOURS } from '../../shared/constants';
import { REPEAT_TEXTS } from '../../shared/messages';
import type { Db } from '../data/client';
import { claimOnce, type OnceRef, type StoredAnswer, updateOnce } from '../data/idempotency';
import { conflict, mismatch } from '../lib/errors';
import { ulid } from '../lib/ulid';

export type { OnceRef, StoredAnswer } from '../data/idempotency';

/** The id and time a create gives what it makes: the same on every run of one key. */
export interface Seed {
  id: string;
  at: Date;
}

/** A claim this request holds. */
export interface Once {
  ref: OnceRef;
  claimant: string;
}

export type Begun = { seed: Seed; once?: Once } | { replay: StoredAnswer };

/**
 * Starts a create: with a key (`ref`), claims it for `body` until `deadline` (epoch ms: when this
 * request's function times out), or answers what the key already holds.
 */
export async function beginOnce(
  db: Db,
  ref: OnceRef | null,
  body: string,
  deadline: number,
  now = Date.now(),
): Promise<Begun> {
  const seed = { id: ulid(now), at: new Date(now) };
  if (!ref) return { seed };
  const claimant = ulid();
  const fingerprint = createHash('sha256').update(body).digest('base64url');
  const held = await claimOnce(
    db,
    ref,
    {
      fingerprint,
      claimedBy: claimant,
      pendingUntil: deadline,
      seedId: seed.id,
      seedAt: now,
      expiresAt: Math.floor(now / 1000) + IDEMPOTENCY_KEY_HOURS * 3600,
    },
    now,
  );
  const once = { ref, claimant };
  // Not held, or held by this very claim (the SDK retried a put that had landed).
  if (!held || held.claimedBy === claimant) return { seed, once };
  if (held.fingerprint !== fingerprint) throw mismatch(REPEAT_TEXTS.otherRequest);
  if (held.answer) return { replay: held.answer };
  if (held.pendingUntil > now)
    throw conflict(REPEAT_TEXTS.inProgress, Math.ceil((held.pendingUntil - now) / 1000));
  const takeOver = 'SET claimedBy = :by, pendingUntil = :until';
  if (!(await updateOnce(db, ref, held.claimedBy, takeOver, { ':by': claimant, ':until': deadline })))
    throw conflict(REPEAT_TEXTS.inProgress, 1);
  return { seed: { id: held.seedId, at: new Date(held.seedAt) }, once };
}

/** Keeps the answer of a create that succeeded, for the retries of its key. */
export const finishOnce = (db: Db, once: Once, answer: StoredAnswer) =>
  updateOnce(db, once.ref, once.claimant, 'SET answer = :answer', { ':answer': answer });

/** A refused create wrote nothing: a retry of its key may run it again at once. */
export const releaseOnce = (db: Db, once: Once) =>
  updateOnce(db, once.ref, once.claimant, 'SET pendingUntil = :until', { ':until': 0 });
