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
