import * as routes from '@shared/manifest/http-route-entries';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { useAdminAction } from './use-admin-action';

/** DELETE /api/admin/comments/{commentId}: an admin takes a reported comment down. */
export async function deleteComment(commentId: string): Promise<void> {
  await apiJson('DELETE', apiPath(routes.adminDeleteComment, { commentId }));
}

export function useDeleteComment() {
  return useAdminAction(deleteComment, { posts: true });
}
