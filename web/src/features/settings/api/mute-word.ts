import * as routes from '@shared/manifest/http-route-entries';
import { type MuteWordInput, mutedWordSchema, muteWordSchema } from '@shared/schemas/controls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';
import { mutedWordKeys } from './get-muted-words';

/**
 * POST /api/muted-words {word, duration, action}: mutes a word (again: renews it). Every post list and
 * comment list is read again, so the word applies at once.
 */
export async function muteWord(input: MuteWordInput) {
  return mutedWordSchema.parse(await apiJson('POST', apiPath(routes.muteWord), muteWordSchema.parse(input)));
}

export function useMuteWord() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: muteWord,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: mutedWordKeys.all }),
        client.invalidateQueries({ queryKey: postKeys.all }),
      ]),
  });
}
