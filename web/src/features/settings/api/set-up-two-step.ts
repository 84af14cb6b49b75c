import * as routes from '@shared/manifest/http-route-entries';
import { twoStepSecretSchema, twoStepSetupSchema } from '@shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/**
 * POST /api/account/two-step/setup {password}: the server checks the password and asks Cognito for a new
 * secret for the fan's authenticator app (base32). Nothing changes for logging in until the fan confirms
 * a code from it (confirm-two-step.ts). A wrong password is 400 "Incorrect password".
 */
export async function setUpTwoStep(password: string): Promise<string> {
  const answer = await apiJson('POST', apiPath(routes.setUpTwoStep), twoStepSetupSchema.parse({ password }));
  return twoStepSecretSchema.parse(answer).secret;
}

export function useSetUpTwoStep() {
  return useMutation({ mutationFn: setUpTwoStep });
}
