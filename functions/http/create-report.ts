/** POST /api/reports {postId | commentId, reason, description?}: a member flags content for the admins. */
import * as routes from '../../shared/manifest/http-route-entries';
import { createReportSchema } from '../../shared/schemas/moderation';
import { getDb } from '../data/client';
import { submitReport } from '../domain/moderation';
import { json } from '../lib/http';
import { idempotencyKey, route } from './wiring';

export const handler = route(
  routes.createReport,
  { body: createReportSchema },
  async ({ body, caller }) => {
    const result = await submitReport({ db: getDb(), now: () => new Date() }, caller.user, body);
    // A repeat of the same report is not an error: it changes nothing.
    return json(result.created ? 201 : 200, result);
  },
  idempotencyKey,
);
