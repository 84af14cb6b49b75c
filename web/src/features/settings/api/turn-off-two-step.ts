import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMFAPreference } from 'aws-amplify/auth';
import { absoluteUrl, getConfig } from '@/lib/config';
import { authReady } from '@/lib/session/auth';
import { twoStepKeys } from './get-two-step';

export interface TwoStepOffInput {
  /** The fan's Cognito username (their sub): it stays the same when the e-mail changes. */
  username: string;
  password: string;
}

/** The password was not the fan's: nothing changed. */
export class WrongPasswordError extends Error {
  override name = 'WrongPasswordError';
}

/** Cognito's refusals of a password (cognito-local says InvalidPassword where Cognito says NotAuthorized). */
const WRONG_PASSWORD = /(NotAuthorizedException|UserNotFoundException|InvalidPasswordException)$/;

/**
 * Whether `password` is the fan's: Cognito InitiateAuth (USER_PASSWORD_AUTH) as a log-in starts. With
 * two-step verification on, a right password gets the code challenge, never tokens, so nothing signs in;
 * the challenge is left unanswered and lapses. Amplify has no call for this (its signIn refuses a signed-in
 * fan), so it is one request of Cognito's JSON protocol.
 */
export async function checkPassword({ username, password }: TwoStepOffInput): Promise<boolean> {
  const config = getConfig();
  const endpoint = config.userPoolEndpoint
    ? absoluteUrl(config.userPoolEndpoint)
    : `https://cognito-idp.${config.region}.amazonaws.com`;
  const res = await fetch(`${endpoint}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  });
  if (res.ok) return true;
  const refusal = (await res.json().catch(() => ({}))) as { __type?: string; message?: string };
  if (WRONG_PASSWORD.test(refusal.__type ?? '') && !/disabled/i.test(refusal.message ?? '')) return false;
  throw Object.assign(new Error(refusal.message ?? `${res.status}`), { name: refusal.__type ?? 'Error' });
}

/**
 * Turns two-step verification off, once the fan's password says it is them (a borrowed, signed-in phone
 * is not enough): Cognito SetUserMFAPreference with TOTP disabled. Logging in asks for the password only.
 */
export async function turnOffTwoStep(input: TwoStepOffInput): Promise<void> {
  await authReady();
  if (!(await checkPassword(input))) throw new WrongPasswordError();
  await updateMFAPreference({ totp: 'DISABLED' });
}

export function useTurnOffTwoStep(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffTwoStep,
    onSuccess: () => queryClient.setQueryData(twoStepKeys.status(userId), false),
  });
}
