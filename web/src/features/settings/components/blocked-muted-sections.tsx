import {
  Box,
  Button,
  LinearProgress,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Typography,
} from '@mui/material';
import { BLOCK_TEXTS, mutedUntil } from '@shared/messages-controls';
import type { SuggestedUser } from '@shared/schemas/users';
import type { ReactNode } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useBlockedUsers, useLift, useMutedUsers } from '@/features/settings/api/blocked-and-muted';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';

/** When a mute ends: "Muted until Fri, Nov 27, 8 PM", or "Muted" (for ever). */
const untilText = (iso: string | null) => mutedUntil(iso && formatDateTime(iso));

function FanRow({ user, detail, action }: { user: SuggestedUser; detail?: string; action: ReactNode }) {
  return (
    <ListItem disableGutters secondaryAction={action} sx={{ pr: { xs: 13, sm: 14 } }}>
      <ListItemAvatar>
        <UserAvatar name={user.displayName} src={user.profileImageUrl} />
      </ListItemAvatar>
      <ListItemText
        primary={user.displayName}
        secondary={detail ? `@${user.handle} · ${detail}` : `@${user.handle}`}
        slotProps={{
          primary: { sx: { overflowWrap: 'anywhere' } },
          secondary: { sx: { overflowWrap: 'anywhere' } },
        }}
      />
    </ListItem>
  );
}

function LiftButton({ kind, user }: { kind: 'block' | 'mute'; user: SuggestedUser }) {
  const lift = useLift(kind);
  const label = kind === 'block' ? BLOCK_TEXTS.unblock : BLOCK_TEXTS.unmute;
  return (
    <Button
      variant="outlined"
      size="small"
      disabled={lift.isPending}
      aria-label={`${label} @${user.handle}`}
      onClick={() =>
        lift.mutate(user.id, {
          onSuccess: () =>
            toast({
              title:
                kind === 'block'
                  ? BLOCK_TEXTS.unblockedToast(user.handle)
                  : BLOCK_TEXTS.unmutedToast(user.handle),
              variant: 'success',
            }),
          onError: (error) =>
            toast({
              title: BLOCK_TEXTS.failed,
              description: apiErrorMessage(error) ?? undefined,
              variant: 'destructive',
            }),
        })
      }
    >
      {label}
    </Button>
  );
}

/** Settings: the fans the signed-in fan blocked, each with Unblock. */
export function BlockedAccounts() {
  const query = useBlockedUsers();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.isPending) return <LinearProgress aria-label={BLOCK_TEXTS.blockedHeading} />;
  return (
    <Box>
      {items.length ? (
        <List aria-label={BLOCK_TEXTS.blockedHeading} dense>
          {items.map((b) => (
            <FanRow key={b.user.id} user={b.user} action={<LiftButton kind="block" user={b.user} />} />
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{BLOCK_TEXTS.noBlocked}</Typography>
      )}
      {query.hasNextPage && (
        <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {BLOCK_TEXTS.loadMore}
        </Button>
      )}
    </Box>
  );
}

/** Settings: the fans the signed-in fan mutes, until when, each with Unmute. */
export function MutedAccounts() {
  const query = useMutedUsers();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.isPending) return <LinearProgress aria-label={BLOCK_TEXTS.mutedHeading} />;
  return (
    <Box>
      {items.length ? (
        <List aria-label={BLOCK_TEXTS.mutedHeading} dense>
          {items.map((m) => (
            <FanRow
              key={m.user.id}
              user={m.user}
              detail={untilText(m.mutedUntil)}
              action={<LiftButton kind="mute" user={m.user} />}
            />
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{BLOCK_TEXTS.noMuted}</Typography>
      )}
      {query.hasNextPage && (
        <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {BLOCK_TEXTS.loadMore}
        </Button>
      )}
    </Box>
  );
}
