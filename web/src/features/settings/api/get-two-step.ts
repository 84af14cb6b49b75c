import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMFAPreference } from 'aws-amplify/auth';
import { authReady } from '@/lib/session/auth';

/** The query keys of the fan's two-step verification (Cognito's, not an API address). */
export const twoStepKeys = {
  status: (userId: string) => ['cognito', 'two-step', userId] as const,
};

/** Whether the signed-in fan has two-step verification on: Cognito GetUser's UserMFASettingList has TOTP. */
export async function getTwoStep(): Promise<boolean> {
  await authReady();
  const { enabled } = await fetchMFAPreference();
  return enabled?.includes('TOTP') ?? false;
}

export const twoStepQueryOptions = (userId: string) =>
  queryOptions({ queryKey: twoStepKeys.status(userId), queryFn: getTwoStep, staleTime: 60_000 });

export function useTwoStep(userId: string) {
  return useQuery(twoStepQueryOptions(userId));
}
