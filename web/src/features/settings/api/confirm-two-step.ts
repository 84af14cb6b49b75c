import * as routes from '@shared/manifest/http-route-entries';
import { type TwoStepOnInput, twoStepOnSchema } from '@shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { typedCode } from '@/lib/two-step-code';
import { twoStepKeys } from './get-two-step';

/**
 * PUT /api/account/two-step {password, code}: the server checks the password and the app's first code
 * for the new secret, then turns two-step verification on, so every log-in asks for a code from then
 * on. A wrong code is 400 with "That code didn't work..." and changes nothing.
 */
export async function confirmTwoStep(input: TwoStepOnInput): Promise<void> {
  await apiJson(
    'PUT',
    apiPath(routes.turnOnTwoStep),
    twoStepOnSchema.parse({ password: input.password, code: typedCode(input.code) }),
  );
}

export function useConfirmTwoStep(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoStep,
    onSuccess: () => queryClient.setQueryData(twoStepKeys.status(userId), true),
  });
}
