/** Uploads: asking for an upload address, and naming an upload as the profile picture. */
import * as z from 'zod/mini';
import { urlSchema } from './common';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

export const uploadParamsSchema = schema(() => z.object({ uploadURL: z.string() }));
export type UploadParams = z.infer<typeof uploadParamsSchema>;

export const uploadRequestSchema = schema(() =>
  z.strictObject({
    contentType: z.enum(['image/jpeg', 'image/png', 'image/gif', 'image/webp']),
    contentLength: z.number().check(z.int(), z.gt(0)),
    purpose: z._default(z.enum(['profile', 'post']), 'post'),
  }),
);
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export const profilePictureSchema = schema(() => z.strictObject({ profileImageURL: urlSchema }));
export type ProfilePictureInput = z.infer<typeof profilePictureSchema>;
