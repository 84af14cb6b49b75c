/** DELETE /api/muted-words/{wordId}: the caller unmutes one of their words. */
import * as routes from '../../shared/manifest/http-route-entries';
import { WORD_TEXTS } from '../../shared/messages-controls';
import { mutedWordIdParamsSchema } from '../../shared/schemas/controls';
import { getDb } from '../data/client';
import { unmuteWord } from '../domain/muted-words';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.unmuteWord,
  { params: mutedWordIdParamsSchema },
  async ({ params, caller }) => {
    await unmuteWord(getDb(), caller.user.id, params.wordId);
    return json(200, { message: WORD_TEXTS.unmuted });
  },
);
