/**
 * Cognito PreSignUp trigger. Ringside goes straight from sign-up to onboarding, so fans are
 * auto-confirmed with a verified email. The site is 13+: the sign-up form sends the birthdate as
 * client metadata (checked here, never stored) and anyone younger, or without one, is refused.
 */
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { isOldEnough } from '../../shared/age';
import { LIMITS } from '../../shared/constants';
import { VALIDATION } from '../../shared/messages';

export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  const birthdate = event.request.clientMetadata?.birthdate ?? event.request.validationData?.birthdate;
  if (!birthdate) throw new Error(VALIDATION.birthdayRequired);
  if (!isOldEnough(birthdate)) throw new Error(VALIDATION.tooYoung);

  const displayName = (event.request.userAttributes['custom:displayName'] ?? '').trim();
  if (!displayName || displayName.length > LIMITS.displayName) throw new Error(VALIDATION.signupRequired);

  event.response.autoConfirmUser = true;
  if (event.request.userAttributes.email) event.response.autoVerifyEmail = true;
  return event;
}
