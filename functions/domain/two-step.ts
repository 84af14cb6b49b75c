/**
 * Two-step verification, changed by the server only (docs/account.md, "Two-step verification"): the
 * user pool's web ACL refuses Cognito's self-service calls to anything but the two-step app client
 * (shared/manifest/two-step.ts), so a fan's access token alone, or a refresh token on a phone left
 * signed in, can neither turn it off nor bind another app. These are the three ways to change it:
 *
 * - set up (still off): the password; Cognito then gives a new secret for the app. A secret nobody
 *   verifies changes nothing for logging in (the second step stays off until it is turned on).
 * - turn on: the password again and the app's first code (VerifySoftwareToken), then TOTP preferred.
 * - turn off: the password and a **current code** from the app (the sign-in's own challenge checks
 *   it, each code once), then TOTP disabled.
 *
 * Binding another app while it is on is turning it off (password and code) and setting it up again.
 * A wrong password is refused before anything says whether the second step is on.
 */
import { ACCOUNT_TEXTS, TWO_STEP_REFUSALS } from '../../shared/messages';
import type { TwoStepSecret, TwoStepState } from '../../shared/schemas/account';
import type { UserItem } from '../data/user';
import { conflict, invalid } from '../lib/errors';
import type { TwoStepDirectory, TwoStepSignIn } from '../lib/two-step';

export interface TwoStepDeps {
  directory: TwoStepDirectory;
}

/** The signed-in two-step session, or the refusal of the password (400) or of the code (400). */
function signedIn(session: TwoStepSignIn): Extract<TwoStepSignIn, { kind: 'signedIn' }> {
  if (session.kind === 'wrongPassword') throw invalid(ACCOUNT_TEXTS.wrongPassword);
  if (session.kind === 'wrongCode') throw invalid(TWO_STEP_REFUSALS.wrongCode);
  // The password was right and Cognito asked for a code: the second step is on already.
  if (session.kind === 'codeNeeded') throw conflict(TWO_STEP_REFUSALS.alreadyOn);
  return session;
}

/** Runs `change` in a two-step session and ends the session whatever happens. */
async function within<T>(
  deps: TwoStepDeps,
  session: TwoStepSignIn,
  change: (s: Extract<TwoStepSignIn, { kind: 'signedIn' }>) => Promise<T>,
): Promise<T> {
  try {
    return await change(signedIn(session));
  } finally {
    await deps.directory.signOut(session);
  }
}

/** POST /api/account/two-step/setup: the password, then a new secret for the fan's app. */
export async function setUpTwoStep(
  deps: TwoStepDeps,
  fan: UserItem,
  password: string,
): Promise<TwoStepSecret> {
  const session = await deps.directory.signIn(fan.id, password);
  return within(deps, session, async ({ accessToken }) => ({
    secret: await deps.directory.associate(accessToken),
  }));
}

/** PUT /api/account/two-step: the password and the app's first code turn the second step on. */
export async function turnOnTwoStep(
  deps: TwoStepDeps,
  fan: UserItem,
  password: string,
  code: string,
): Promise<TwoStepState> {
  const session = await deps.directory.signIn(fan.id, password);
  return within(deps, session, async ({ accessToken }) => {
    const verified = await deps.directory.verify(accessToken, code);
    if (verified === 'wrongCode') throw invalid(TWO_STEP_REFUSALS.wrongCode);
    if (verified === 'noSecret') throw invalid(TWO_STEP_REFUSALS.setUpFirst);
    await deps.directory.setOn(fan.id, true);
    return { twoStep: true };
  });
}

/** DELETE /api/account/two-step: the password and a current code from the app turn it off. */
export async function turnOffTwoStep(
  deps: TwoStepDeps,
  fan: UserItem,
  password: string,
  code: string,
): Promise<TwoStepState> {
  const session = await deps.directory.signIn(fan.id, password, code);
  return within(deps, session, async ({ secondStep }) => {
    if (!secondStep) throw conflict(TWO_STEP_REFUSALS.alreadyOff);
    await deps.directory.setOn(fan.id, false);
    return { twoStep: false };
  });
}
