import { Button } from '@mui/material';
import { useFollowStatus } from '@/features/follow/api/get-follow-status';
import { FollowToggle } from './follow-button';

/** The Follow/Unfollow button on another fan's profile (its status comes from the API). */
export function ProfileFollowButton({ userId }: { userId: string }) {
  const status = useFollowStatus(userId);
  if (!status.isSuccess)
    return (
      <Button variant="contained" disabled>
        Follow
      </Button>
    );
  return <FollowToggle userId={userId} following={status.data.isFollowing} />;
}
