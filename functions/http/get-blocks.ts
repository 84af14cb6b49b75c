/** GET /api/blocks?cursor: the fans the caller blocked, a page at a time (next page: X-Next-Cursor). */
import { NEXT_CURSOR_HEADER } from '../../shared/constants';
import * as routes from '../../shared/manifest/http-route-entries';
import { controlsPageQuerySchema } from '../../shared/schemas/controls';
import { getDb } from '../data/client';
import { listBlocks } from '../domain/controls';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getBlocks,
  { query: controlsPageQuerySchema },
  async ({ query, caller }) => {
    const page = await listBlocks(getDb(), caller.user, query);
    return json(200, page.items, page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {});
  },
);
