import * as routes from '@shared/manifest/http-route-entries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';
import { mutedWordKeys } from './get-muted-words';

/** DELETE /api/muted-words/{wordId}: unmutes a word; the lists are read again without it. */
export async function unmuteWord(wordId: string): Promise<void> {
  await apiJson('DELETE', apiPath(routes.unmuteWord, { wordId }));
}

export function useUnmuteWord() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unmuteWord,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: mutedWordKeys.all }),
        client.invalidateQueries({ queryKey: postKeys.all }),
      ]),
  });
}
