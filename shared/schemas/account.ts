/** The account lifecycle: deleting it, exporting its data. */
import * as z from 'zod/mini';
import { LIMITS } from '../constants';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

/** DELETE /api/account: the password again (the account is gone for good). */
export const deleteAccountSchema = schema(() =>
  z.strictObject({
    password: z.string().check(z.minLength(1, 'Please enter your password'), z.maxLength(LIMITS.passwordMax)),
  }),
);
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** GET /api/account/export?cursor: the fan's data a section page at a time, in this order. */
export const EXPORT_SECTIONS = [
  'profile',
  'posts',
  'comments',
  'pops',
  'following',
  'followers',
  'notifications',
  'reports',
  'blocks',
  'mutes',
  'mutedWords',
  'entityFollows',
  'spoilerSettings',
  'watchStatuses',
  'alertSettings',
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];
/**
 * The export cursor, decoded (base64url JSON on the wire): the section to read and the last sort key
 * read in it. Never a whole key: the server rebuilds the start key inside the fan's own partition,
 * so no cursor can lead anywhere else.
 */
export const exportCursorSchema = schema(() =>
  z.strictObject({
    s: z.enum(EXPORT_SECTIONS),
    k: z.optional(z.string().check(z.minLength(1), z.maxLength(1024))),
  }),
);
export type ExportCursor = z.infer<typeof exportCursorSchema>;
export const accountExportQuerySchema = schema(() =>
  z.object({ cursor: z.optional(z.string().check(z.maxLength(2000))) }),
);
export const accountExportPageSchema = schema(() =>
  z.object({
    section: z.enum(EXPORT_SECTIONS),
    items: z.array(z.unknown()),
    nextCursor: z.nullable(z.string()),
  }),
);
export type AccountExportPage = z.infer<typeof accountExportPageSchema>;

/** An authenticator app's code: 6 digits (the app may show them as "123 456"; the client strips spaces). */
const appCode = () => z.string().check(z.regex(/^\d{6}$/, 'Enter the 6 digits your app shows.'));
const currentPassword = () =>
  z.string().check(z.minLength(1, 'Please enter your password'), z.maxLength(LIMITS.passwordMax));

/** POST /api/account/two-step/setup: the password, then a new secret for the app (two-step still off). */
export const twoStepSetupSchema = schema(() => z.strictObject({ password: currentPassword() }));
export type TwoStepSetupInput = z.infer<typeof twoStepSetupSchema>;
/** The new secret (base32), for the QR code and the setup key; it counts once a code from it is confirmed. */
export const twoStepSecretSchema = schema(() =>
  z.object({ secret: z.string().check(z.regex(/^[A-Z2-7]+=*$/)) }),
);
export type TwoStepSecret = z.infer<typeof twoStepSecretSchema>;
/** PUT /api/account/two-step: the password again and the app's first code turn it on. */
export const twoStepOnSchema = schema(() => z.strictObject({ password: currentPassword(), code: appCode() }));
export type TwoStepOnInput = z.infer<typeof twoStepOnSchema>;
/** DELETE /api/account/two-step: the password and a current code from the app turn it off. */
export const twoStepOffSchema = schema(() =>
  z.strictObject({ password: currentPassword(), code: appCode() }),
);
export type TwoStepOffInput = z.infer<typeof twoStepOffSchema>;
/** Whether two-step verification is on, after the change. */
export const twoStepStateSchema = schema(() => z.object({ twoStep: z.boolean() }));
export type TwoStepState = z.infer<typeof twoStepStateSchema>;
