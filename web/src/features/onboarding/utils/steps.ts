/** The onboarding wizard's steps (SPEC 2 and 4): picture, bio, favourites, then "You're All Set!". */
import { ONBOARDING_STEPS } from '@shared/constants';
import type { User } from '@shared/schemas/users';

export type OnboardingStep = 1 | 2 | 3 | 4;

type ProfileData = Pick<User, 'profileImageUrl' | 'bio' | 'favoriteWrestlers' | 'favoritePromotions'>;

const filled = (value: string | null | undefined): boolean => (value ?? '').trim().length > 0;

export const hasPicture = (user: ProfileData): boolean => filled(user.profileImageUrl);
export const hasBio = (user: ProfileData): boolean => filled(user.bio);
export const hasFavorites = (user: ProfileData): boolean =>
  filled(user.favoriteWrestlers) && filled(user.favoritePromotions);

/** 1 with no picture (or nothing at all), 2 with a picture but no bio, 3 with a bio but missing favourites. */
export function startStep(user: ProfileData): OnboardingStep {
  if (!hasPicture(user)) return 1;
  if (!hasBio(user)) return 2;
  return 3;
}

/** Whether the step's data is already on the profile: only then may the fan skip it. */
export function stepDone(step: OnboardingStep, user: ProfileData): boolean {
  switch (step) {
    case 1:
      return hasPicture(user);
    case 2:
      return hasBio(user);
    case 3:
      return hasFavorites(user);
    case 4:
      return false;
  }
}

/** The progress bar: the share of the 4 steps reached, rounded. */
export function progressPercent(step: OnboardingStep): number {
  return Math.round((step / ONBOARDING_STEPS) * 100);
}
