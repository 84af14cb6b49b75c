/** POST /api/muted-words {word, duration, action}: the caller mutes (or renews) a word. */
import * as routes from '../../shared/manifest/http-route-entries';
import { muteWordSchema } from '../../shared/schemas/controls';
import { getDb } from '../data/client';
import { muteWord } from '../domain/muted-words';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.muteWord, { body: muteWordSchema }, async ({ body, caller }) =>
  json(200, await muteWord(getDb(), caller.user.id, body)),
);
