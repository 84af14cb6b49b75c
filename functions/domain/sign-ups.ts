/**
 * Sign-ups (the PreSignUp trigger): what it checked is recorded, so the fan's first contact takes
 * the display name from here and never from a token attribute a client could rewrite, and the
 * address is listed as unconfirmed until its owner enters the code mailed to it (data/signup.ts).
 * Kept apart from domain/users.ts so the trigger's bundle carries only this.
 */

import type { AgeBand } from '../../shared/age';
import type { Db } from '../data/client';
import { putSignUp } from '../data/signup';

/** Records a sign-up; `userId` is the new user's sub (Cognito's userName in PreSignUp). */
export async function recordSignUp(
  db: Db,
  userId: string,
  displayName: string,
  ageBand: AgeBand,
  now = new Date(),
) {
  await putSignUp(db, userId, displayName, ageBand, now);
}
