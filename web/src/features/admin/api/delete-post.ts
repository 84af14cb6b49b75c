import * as routes from '@shared/manifest/http-route-entries';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { useAdminAction } from './use-admin-action';

/** DELETE /api/admin/posts/{postId}: an admin takes a reported post down (its reports keep the text). */
export async function deletePost(postId: string): Promise<void> {
  await apiJson('DELETE', apiPath(routes.adminDeletePost, { postId }));
}

export function useDeletePost() {
  return useAdminAction(deletePost, { posts: true });
}
