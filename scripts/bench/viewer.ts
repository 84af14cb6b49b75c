/**
 * The request's viewer, read as a route's chain reads it (functions/http/wiring.ts: the profile and
 * the controls item in one BatchGetItem), for benchmarks that call domain reads directly: call it
 * inside the measured span so the counts match the route's. A fan without a profile reads as a new
 * adult with an empty filter.
 */
import type { Db } from '../../functions/data/client';
import type { UserItem } from '../../functions/data/user';
import { loadViewer, type Viewer, viewerOf } from '../../functions/domain/viewer';

export async function requestViewer(db: Db, userId: string): Promise<Viewer> {
  return (await loadViewer(db, userId)) ?? viewerOf({ id: userId } as UserItem, null);
}
