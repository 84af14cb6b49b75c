import type { User } from '@shared/schemas/users';
import { describe, expect, it } from 'vitest';
import { progressPercent, startStep, stepDone } from './steps';

type Fields = Pick<User, 'profileImageUrl' | 'bio' | 'favoriteWrestlers' | 'favoritePromotions'>;

const profile = (fields: Partial<Fields>): Fields => ({
  profileImageUrl: null,
  bio: '',
  favoriteWrestlers: '',
  favoritePromotions: '',
  ...fields,
});

describe('onboarding steps', () => {
  it('treats blank text as absent when choosing the start step', () => {
    expect(startStep(profile({ profileImageUrl: '   ' }))).toBe(1);
    expect(startStep(profile({ profileImageUrl: '/media/a.png', bio: '  \n ' }))).toBe(2);
    expect(
      startStep(profile({ profileImageUrl: '/media/a.png', bio: 'Hi', favoritePromotions: 'AEW' })),
    ).toBe(3);
  });

  it('lets a step be skipped only when its data is on the profile', () => {
    const full = profile({
      profileImageUrl: '/media/a.png',
      bio: 'Hi',
      favoriteWrestlers: 'Sting',
      favoritePromotions: 'WCW',
    });
    expect([1, 2, 3, 4].map((s) => stepDone(s as 1 | 2 | 3 | 4, full))).toEqual([true, true, true, false]);
    expect(stepDone(3, { ...full, favoritePromotions: ' ' })).toBe(false);
    expect(stepDone(1, profile({}))).toBe(false);
  });

  it('fills the progress bar by step', () => {
    expect([1, 2, 3, 4].map((s) => progressPercent(s as 1 | 2 | 3 | 4))).toEqual([25, 50, 75, 100]);
  });
});
