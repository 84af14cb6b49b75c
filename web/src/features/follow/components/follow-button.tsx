import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Button, type ButtonProps } from '@mui/material';
import { FOLLOW_TOASTS } from '@shared/messages-social';
import { toast } from '@/components/ui/toast/toast-store';
import { useToggleFollow } from '@/features/follow/api/toggle-follow';

/**
 * Follow / Unfollow for a fan whose status is known (SPEC 4): unfollows when `following`, follows
 * otherwise; disabled while the request is pending.
 */
export function FollowToggle({
  userId,
  following,
  size = 'medium',
  onChange,
}: {
  userId: string;
  following: boolean;
  size?: ButtonProps['size'];
  onChange?: (following: boolean) => void;
}) {
  const toggle = useToggleFollow(userId);
  const onClick = () =>
    toggle.mutate(following, {
      onSuccess: ({ isFollowing }) => {
        toast({ title: isFollowing ? FOLLOW_TOASTS.followed : FOLLOW_TOASTS.unfollowed, variant: 'success' });
        onChange?.(isFollowing);
      },
      onError: () =>
        toast({
          title: FOLLOW_TOASTS.error,
          description: following ? FOLLOW_TOASTS.unfollowFailed : FOLLOW_TOASTS.followFailed,
          variant: 'destructive',
        }),
    });
  return (
    <Button
      size={size}
      variant={following ? 'outlined' : 'contained'}
      color={following ? 'inherit' : 'primary'}
      startIcon={size === 'small' ? undefined : following ? <PersonRemoveIcon /> : <PersonAddIcon />}
      disabled={toggle.isPending}
      onClick={onClick}
      sx={{ flexShrink: 0 }}
    >
      {following ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
