/** GET /api/muted-words: the caller's muted words still muted. */
import * as routes from '../../shared/manifest/http-route-entries';
import { getDb } from '../data/client';
import { listMutedWords } from '../domain/muted-words';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.getMutedWords, {}, async ({ caller }) =>
  json(200, await listMutedWords(getDb(), caller.user.id)),
);
