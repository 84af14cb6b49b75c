import * as routes from '@shared/manifest/http-route-entries';
import { type TwoStepOffInput, twoStepOffSchema } from '@shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { typedCode } from '@/lib/two-step-code';
import { twoStepKeys } from './get-two-step';

/**
 * DELETE /api/account/two-step {password, code}: turns two-step verification off once the fan's password
 * and a current code from their app say it is them (a borrowed, signed-in phone is not enough: the server
 * checks both with Cognito, and Cognito refuses the fan's own tokens this change). A wrong password or
 * code is 400 with its message; logging in asks for the password only afterwards.
 */
export async function turnOffTwoStep(input: TwoStepOffInput): Promise<void> {
  await apiJson(
    'DELETE',
    apiPath(routes.turnOffTwoStep),
    twoStepOffSchema.parse({ password: input.password, code: typedCode(input.code) }),
  );
}

export function useTurnOffTwoStep(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffTwoStep,
    onSuccess: () => queryClient.setQueryData(twoStepKeys.status(userId), false),
  });
}
