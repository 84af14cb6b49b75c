import * as routes from '@shared/manifest/http-route-entries';
import {
  type CreateReportInput,
  type CreateReportResult,
  createReportResultSchema,
} from '@shared/schemas/moderation';
import { useMutation } from '@tanstack/react-query';
import { apiCreate } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/**
 * POST /api/reports: a member flags another fan's post or comment. 201 files it; a repeat by the same member
 * answers 200 with `created: false` (already on file), which is a success too. Sent with apiCreate
 * (an Idempotency-Key, retried when the answer is lost).
 */
export async function createReport(input: CreateReportInput): Promise<CreateReportResult> {
  return createReportResultSchema.parse(await apiCreate(apiPath(routes.createReport), input));
}

/** Nothing a member sees changes after a report (only admins list them), so nothing is invalidated. */
export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
