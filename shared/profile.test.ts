import { describe, expect, it } from 'vitest';
import { ageOn, isOldEnough, parseBirthdate, toBirthdate } from './age';
import { profileCompleteness } from './profile';
import { signupFormSchema } from './schemas/auth';
import { updateProfileSchema } from './schemas/users';

describe('profileCompleteness', () => {
  it('reports all four fields missing with no user', () => {
    expect(profileCompleteness(null)).toEqual({
      isComplete: false,
      missingFields: ['profile_picture', 'bio', 'favorite_wrestlers', 'favorite_promotions'],
      completedFields: [],
      percent: 0,
    });
  });

  it('treats whitespace-only values as missing and rounds the percentage', () => {
    const c = profileCompleteness({
      profileImageUrl: '/media/a.png',
      bio: '   ',
      favoriteWrestlers: 'Sting',
    });
    expect(c.completedFields).toEqual(['profile_picture', 'favorite_wrestlers']);
    expect(c.percent).toBe(50);
    expect(c.isComplete).toBe(false);
  });

  it('is complete only with all four fields', () => {
    const c = profileCompleteness({
      profileImageUrl: '/media/a.png',
      bio: 'Hi',
      favoriteWrestlers: 'Sting',
      favoritePromotions: 'WCW',
    });
    expect(c).toMatchObject({ isComplete: true, percent: 100, missingFields: [] });
  });
});

describe('age', () => {
  const today = new Date(Date.UTC(2026, 10, 21));
  it('rejects impossible dates', () => {
    expect(parseBirthdate('2010-02-30')).toBeNull();
    expect(parseBirthdate('not a date')).toBeNull();
  });
  it('counts birthdays exactly', () => {
    expect(ageOn(new Date(Date.UTC(2013, 10, 21)), today)).toBe(13);
    expect(ageOn(new Date(Date.UTC(2013, 10, 22)), today)).toBe(12);
  });
  it('lets 13-year-olds in and keeps 12-year-olds out', () => {
    expect(isOldEnough('2013-11-21', today)).toBe(true);
    expect(isOldEnough('2013-11-22', today)).toBe(false);
    expect(isOldEnough('2030-01-01', today)).toBe(false);
    expect(isOldEnough(toBirthdate(1990, 3, 7), today)).toBe(true);
  });
});

describe('signup form schema', () => {
  const base = {
    displayName: 'Macho Fan',
    birthMonth: '3',
    birthDay: '7',
    birthYear: '1990',
    gender: '' as const,
    email: 'fan@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
  };
  const firstMessage = (v: unknown) => {
    const r = signupFormSchema.safeParse(v);
    return r.success ? null : r.error.issues[0]?.message;
  };
  it('accepts a valid form', () => expect(firstMessage(base)).toBeNull());
  it('requires the required fields', () =>
    expect(firstMessage({ ...base, displayName: ' ' })).toBe('Please fill in all required fields'));
  it('checks the passwords match', () =>
    expect(firstMessage({ ...base, confirmPassword: 'other1' })).toBe('Passwords do not match'));
  it('checks the password length', () =>
    expect(firstMessage({ ...base, password: 'abc', confirmPassword: 'abc' })).toBe(
      'Password must be at least 6 characters long',
    ));
});

describe('update profile schema', () => {
  it('rejects a handle with other characters', () => {
    const r = updateProfileSchema.safeParse({ handle: 'bad handle!' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Handle can only contain letters, numbers, and underscores');
  });
  it('rejects unknown fields and oversize bios', () => {
    expect(updateProfileSchema.safeParse({ isAdmin: true }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ bio: 'x'.repeat(301) }).success).toBe(false);
  });
});
