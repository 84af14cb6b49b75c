/** GET /api/admin/rating-bursts: held bursts for the admins' review, open first. */
import * as routes from '../../shared/manifest/http-route-entries';
import { getDb } from '../data/client';
import { getRatingBursts } from '../domain/ratings/review';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.getRatingBursts, {}, async () =>
  json(200, await getRatingBursts(getDb())),
);
