import { Stack } from '@mui/material';
import { MENTION_POLICIES, REPLY_POLICIES } from '@shared/mentions';
import { MENTION_TEXTS } from '@shared/messages-controls';
import type { CurrentUser, UpdateProfileInput } from '@shared/schemas/users';
import { useQueryClient } from '@tanstack/react-query';
import { RadioChoice } from '@/components/ui/radio-choice';
import { toast } from '@/components/ui/toast/toast-store';
import { apiErrorMessage } from '@/lib/api-client';
import { setSessionUser } from '@/lib/session/get-current-user';
import { useUpdateProfile } from '@/lib/session/update-profile';

/** "Who can mention me" and the default "Who can reply to my posts", each saved as it is chosen. */
export function ReplyControlsSection({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const save = useUpdateProfile();
  const change = (input: UpdateProfileInput) =>
    save.mutate(input, {
      onSuccess: (updated) => {
        setSessionUser(queryClient, updated);
        toast({ title: MENTION_TEXTS.saved, variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: MENTION_TEXTS.saveFailed,
          description: apiErrorMessage(error) ?? undefined,
          variant: 'destructive',
        }),
    });
  return (
    <Stack spacing={2}>
      <RadioChoice
        row
        id="mention-policy"
        title={MENTION_TEXTS.whoCanMentionTitle}
        help={MENTION_TEXTS.whoCanMentionHelp}
        value={user.mentionPolicy}
        options={MENTION_POLICIES}
        labels={MENTION_TEXTS.mentionPolicy}
        disabled={save.isPending}
        onChange={(mentionPolicy) => change({ mentionPolicy })}
      />
      <RadioChoice
        row
        id="reply-policy"
        title={MENTION_TEXTS.whoCanReplyTitle}
        help={MENTION_TEXTS.whoCanReplyHelp}
        value={user.replyPolicy}
        options={REPLY_POLICIES}
        labels={MENTION_TEXTS.replyPolicy}
        disabled={save.isPending}
        onChange={(replyPolicy) => change({ replyPolicy })}
      />
    </Stack>
  );
}
