import BlockIcon from '@mui/icons-material/Block';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import VolumeOffIcon from '@mui/icons-material/VolumeOffOutlined';
import VolumeUpIcon from '@mui/icons-material/VolumeUpOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  ListItemIcon,
  ListSubheader,
  MenuItem,
} from '@mui/material';
import { BLOCK_TEXTS, MUTE_DURATION_LABELS } from '@shared/messages-controls';
import { MUTE_DURATIONS } from '@shared/schemas/controls';
import type { User } from '@shared/schemas/users';
import { useState } from 'react';
import { Menu } from '@/components/ui/menu';
import { toast } from '@/components/ui/toast/toast-store';
import { type ControlAction, useProfileControl } from '@/features/profile/api/controls';
import { apiErrorMessage } from '@/lib/api-client';

/** What a control's success says, by action. */
const doneText = (action: ControlAction, handle: string) => {
  switch (action.kind) {
    case 'block':
      return BLOCK_TEXTS.blockedToast(handle);
    case 'unblock':
      return BLOCK_TEXTS.unblockedToast(handle);
    case 'mute':
      return BLOCK_TEXTS.mutedToast(handle);
    case 'unmute':
      return BLOCK_TEXTS.unmutedToast(handle);
  }
};

/** Runs a control on a fan with its toast; `useControl(user)` gives the function and whether it runs. */
export function useControl(user: Pick<User, 'id' | 'handle'>) {
  const control = useProfileControl(user.id);
  const act = (action: ControlAction) =>
    control.mutate(action, {
      onSuccess: () => toast({ title: doneText(action, user.handle), variant: 'success' }),
      onError: (error) =>
        toast({
          title: BLOCK_TEXTS.failed,
          description: apiErrorMessage(error) ?? undefined,
          variant: 'destructive',
        }),
    });
  return { act, pending: control.isPending };
}

/**
 * The menu on another fan's profile: Block (after a confirmation) or Unblock, and Mute for a chosen
 * time or Unmute. Blocking and muting are silent: nothing tells the other fan.
 */
export function ProfileMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { act, pending } = useControl(user);
  const blocked = user.blockedByYou === true;
  const muted = user.mutedUntil !== undefined;
  const choose = (action: ControlAction) => {
    setAnchor(null);
    act(action);
  };
  return (
    <>
      <IconButton
        aria-label={BLOCK_TEXTS.menuLabel}
        aria-haspopup="menu"
        onPointerEnter={Menu.preload}
        onFocus={Menu.preload}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={pending}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <MoreHorizIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {muted ? (
          <MenuItem onClick={() => choose({ kind: 'unmute' })}>
            <ListItemIcon>
              <VolumeUpIcon fontSize="small" />
            </ListItemIcon>
            {BLOCK_TEXTS.unmute}
          </MenuItem>
        ) : (
          [
            <ListSubheader key="mute-heading">{BLOCK_TEXTS.muteFor}</ListSubheader>,
            ...MUTE_DURATIONS.map((duration) => (
              <MenuItem key={duration} onClick={() => choose({ kind: 'mute', duration })}>
                <ListItemIcon>
                  <VolumeOffIcon fontSize="small" />
                </ListItemIcon>
                {`${BLOCK_TEXTS.mute}: ${MUTE_DURATION_LABELS[duration]}`}
              </MenuItem>
            )),
          ]
        )}
        {blocked ? (
          <MenuItem onClick={() => choose({ kind: 'unblock' })}>
            <ListItemIcon>
              <BlockIcon fontSize="small" />
            </ListItemIcon>
            {BLOCK_TEXTS.unblock}
          </MenuItem>
        ) : (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setConfirming(true);
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <BlockIcon fontSize="small" />
            </ListItemIcon>
            {`${BLOCK_TEXTS.block} @${user.handle}`}
          </MenuItem>
        )}
      </Menu>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="block-confirm-title">
        <DialogTitle id="block-confirm-title">{BLOCK_TEXTS.blockConfirmTitle(user.handle)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{BLOCK_TEXTS.blockConfirmText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{BLOCK_TEXTS.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              act({ kind: 'block' });
            }}
          >
            {BLOCK_TEXTS.block}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
