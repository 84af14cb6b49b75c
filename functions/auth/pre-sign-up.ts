/**
 * Cognito PreSignUp trigger. Ringside goes straight from sign-up to onboarding, so fans are
 * auto-confirmed, but their e-mail is not verified: it counts as theirs once they enter the code
 * mailed to it (docs/account.md). The site is 13+: the sign-up form sends the birthdate as client
 * metadata (checked here, never stored) and anyone younger, or without one, is refused. The display
 * name comes as client metadata too (the app client may write no attribute but the e-mail): it is
 * cleaned and checked as the profile edit would, and recorded with the sign-up (domain/sign-ups.ts),
 * with the fan's age band (`teen` 13-17, `adult` 18+): the band, never the birthdate.
 */
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { ageBandOf, isOldEnough } from '../../shared/age';
import { VALIDATION } from '../../shared/messages';
import { cleanDisplayName } from '../../shared/text';
import { getDb } from '../data/client';
import { recordSignUp } from '../domain/sign-ups';

export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  const metadata = event.request.clientMetadata ?? {};
  const birthdate = metadata.birthdate ?? event.request.validationData?.birthdate;
  if (!birthdate) throw new Error(VALIDATION.birthdayRequired);
  if (!isOldEnough(birthdate)) throw new Error(VALIDATION.tooYoung);
  const displayName = cleanDisplayName(metadata.displayName ?? '');
  if (!displayName) throw new Error(VALIDATION.signupRequired);

  // For a user pool that signs in by e-mail, Cognito's userName is the new user's sub.
  await recordSignUp(getDb(), event.userName, displayName, ageBandOf(birthdate));
  event.response.autoConfirmUser = true;
  return event;
}
