/** Signing in and signing up: the forms and what registration sends. */
import * as z from 'zod/mini';
import { LIMITS, MIN_PASSWORD_LENGTH } from '../constants';
import { VALIDATION } from '../messages';
import { trimmed, userText } from './common';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

export const loginSchema = schema(() =>
  z.object({
    email: trimmed(z.minLength(1, VALIDATION.loginFields), z.maxLength(LIMITS.email)),
    password: z.string().check(z.minLength(1, VALIDATION.loginFields), z.maxLength(LIMITS.passwordMax)),
  }),
);
export type LoginInput = z.infer<typeof loginSchema>;

export const genderSchema = schema(() => z.enum(['male', 'female', 'other']));

/** The sign-up form. Birthday and gender are collected; only the birthday is checked (13+). */
export const signupFormSchema = schema(() =>
  z
    .object({
      displayName: userText(z.minLength(1, VALIDATION.signupRequired), z.maxLength(LIMITS.displayName)),
      birthMonth: z.string(),
      birthDay: z.string(),
      birthYear: z.string(),
      gender: z.union([genderSchema, z.literal('')]),
      email: trimmed(z.minLength(1, VALIDATION.signupRequired), z.maxLength(LIMITS.email)),
      password: z.string().check(z.minLength(1, VALIDATION.signupRequired), z.maxLength(LIMITS.passwordMax)),
      confirmPassword: z.string(),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (v.password !== v.confirmPassword) {
          ctx.addIssue({ code: 'custom', message: VALIDATION.passwordsMismatch, path: ['confirmPassword'] });
        } else if (v.password.length < MIN_PASSWORD_LENGTH) {
          ctx.addIssue({ code: 'custom', message: VALIDATION.passwordTooShort, path: ['password'] });
        }
      }),
    ),
);
export type SignupForm = z.infer<typeof signupFormSchema>;

/** What registration sends (SPEC 7: email, password, displayName). */
export const registerSchema = schema(() =>
  z.object({
    email: z.email().check(z.maxLength(LIMITS.email)),
    password: z
      .string()
      .check(z.minLength(MIN_PASSWORD_LENGTH, VALIDATION.passwordTooShort), z.maxLength(LIMITS.passwordMax)),
    displayName: userText(z.minLength(1, VALIDATION.signupRequired), z.maxLength(LIMITS.displayName)),
  }),
);
export type RegisterInput = z.infer<typeof registerSchema>;
