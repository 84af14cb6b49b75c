/** Profile completeness (SPEC 4): a field is complete when its value is non-empty after trimming. */
import { PROFILE_FIELDS } from './constants';
import type { ProfileCompleteness, ProfileField } from './schemas/users';

export interface CompletenessInput {
  profileImageUrl?: string | null;
  bio?: string | null;
  favoriteWrestlers?: string | null;
  favoritePromotions?: string | null;
}

const filled = (v: string | null | undefined): boolean => (v ?? '').trim().length > 0;

export function profileCompleteness(user: CompletenessInput | null | undefined): ProfileCompleteness {
  const values: Record<ProfileField, string | null | undefined> = {
    profile_picture: user?.profileImageUrl,
    bio: user?.bio,
    favorite_wrestlers: user?.favoriteWrestlers,
    favorite_promotions: user?.favoritePromotions,
  };
  const completedFields = PROFILE_FIELDS.filter((f) => user && filled(values[f]));
  const missingFields = PROFILE_FIELDS.filter((f) => !completedFields.includes(f));
  return {
    isComplete: missingFields.length === 0,
    missingFields,
    completedFields,
    percent: Math.round((completedFields.length / PROFILE_FIELDS.length) * 100),
  };
}
