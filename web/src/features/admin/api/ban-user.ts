import * as routes from '@shared/manifest/http-route-entries';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { useAdminAction } from './use-admin-action';

/** POST /api/admin/ban/{userId}: bans the fan everywhere (403 with a message for admins and oneself). */
export async function banUser(userId: string): Promise<void> {
  await apiJson('POST', apiPath(routes.banUser, { userId }));
}

export function useBanUser() {
  return useAdminAction(banUser, { posts: true });
}
