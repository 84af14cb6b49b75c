/**
 * Consumer (live lane): a match's result entered or corrected -> its scored marker, and the show's
 * pickers queued as pages of work (the derived lane's work-items consumer runs them: points, records,
 * leaderboards, "You went 5/7" told; domain/ratings/pick-scoring.ts).
 */
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { queueWork } from '../../data/work';
import { scoreResult } from '../../domain/ratings/pick-scoring';
import { clockNow } from '../../lib/clock';

export const consume = (record: StreamRecord) => {
  const db = getDb();
  return scoreResult(
    {
      db,
      now: clockNow,
      start: (subject) => queueWork(db, { kind: 'pick-scores', subject, page: 0 }, clockNow()),
    },
    record,
  );
};
