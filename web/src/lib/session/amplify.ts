import { Amplify, defaultStorage } from '@aws-amplify/core';
import type { WebConfig } from '@shared/config';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { absoluteUrl } from '@/lib/config';

// What the session needs on every screen; sign-in and the like are imported where they are used.
export { fetchAuthSession, signOut } from 'aws-amplify/auth';

/**
 * Amplify's auth category only (no identity pool, no other category): the user pool's token provider on
 * localStorage, as `Amplify.configure` from the whole `aws-amplify` package would set it up. Imported on
 * first use (lib/session/auth.ts), never by the entry.
 */
export function configureAmplify(config: WebConfig): void {
  const Auth = {
    Cognito: {
      userPoolId: config.userPoolId,
      userPoolClientId: config.userPoolClientId,
      ...(config.userPoolEndpoint ? { userPoolEndpoint: absoluteUrl(config.userPoolEndpoint) } : {}),
    },
  };
  cognitoUserPoolsTokenProvider.setAuthConfig(Auth);
  cognitoUserPoolsTokenProvider.setKeyValueStorage(defaultStorage);
  Amplify.configure({ Auth }, { Auth: { tokenProvider: cognitoUserPoolsTokenProvider } });
}
