import * as routes from '@shared/manifest/http-route-entries';
import { CLIENT_ERRORS } from '@shared/messages-core';
import { type UploadRequest, uploadParamsSchema } from '@shared/schemas/uploads';
import { apiCreate, apiErrorMessage } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/**
 * POST /api/objects/upload: a presigned PUT for one new object. Its type and length are signed, so
 * the file must then be sent with exactly that Content-Type and byte count. A refusal keeps the
 * server's sentence (e.g. "Images can be at most 5 MB"); anything else reads "Failed to get upload URL".
 * Sent with apiCreate (an Idempotency-Key, retried when the answer is lost).
 */
export async function requestUploadUrl(input: UploadRequest): Promise<string> {
  try {
    return uploadParamsSchema.parse(await apiCreate(apiPath(routes.createUploadUrl), input)).uploadURL;
  } catch (error) {
    throw new Error(apiErrorMessage(error) ?? CLIENT_ERRORS.uploadUrl, { cause: error });
  }
}
