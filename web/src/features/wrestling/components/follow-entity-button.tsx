import { Button, Stack, Typography } from '@mui/material';
import { CATALOGUE_TEXTS } from '@shared/messages-wrestling';
import { useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { useSetEntityFollow } from '@/features/wrestling/api/follow-entity';
import { apiErrorMessage } from '@/lib/api-client';

/**
 * Follow / Following for a promotion, wrestler, team or championship, with its follower count. The
 * change shows at once; the count then becomes the exact one the answer gives (a failure puts it back).
 */
export function FollowEntityButton({
  entityId,
  following,
  followerCount,
  name,
}: {
  entityId: string;
  following: boolean;
  followerCount: number;
  name: string;
}) {
  const [state, setState] = useState({ following, followerCount });
  const mutation = useSetEntityFollow(entityId);
  const onClick = () => {
    const before = state;
    const follow = !before.following;
    setState({ following: follow, followerCount: Math.max(0, before.followerCount + (follow ? 1 : -1)) });
    mutation.mutate(follow, {
      onSuccess: (answer) => setState({ following: answer.following, followerCount: answer.followerCount }),
      onError: (error) => {
        setState(before);
        toast({ title: apiErrorMessage(error) ?? 'Something went wrong', variant: 'destructive' });
      },
    });
  };
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Button
        variant={state.following ? 'outlined' : 'contained'}
        color={state.following ? 'inherit' : 'primary'}
        onClick={onClick}
        disabled={mutation.isPending}
        aria-pressed={state.following}
        aria-label={`${state.following ? CATALOGUE_TEXTS.following : CATALOGUE_TEXTS.follow} ${name}`}
      >
        {state.following ? CATALOGUE_TEXTS.following : CATALOGUE_TEXTS.follow}
      </Button>
      <Typography color="text.secondary" data-testid="follower-count">
        {CATALOGUE_TEXTS.followers(state.followerCount)}
      </Typography>
    </Stack>
  );
}
