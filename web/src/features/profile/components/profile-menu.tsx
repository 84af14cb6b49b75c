import BlockIcon from '@mui/icons-material/Block';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import VolumeOffIcon from '@mui/icons-material/VolumeOffOutlined';
import VolumeUpIcon from '@mui/icons-material/VolumeUpOutlined';
import { IconButton, ListItemIcon, MenuItem } from '@mui/material';
import { BLOCK_TEXTS } from '@shared/messages-controls';
import type { User } from '@shared/schemas/users';
import { useState } from 'react';
import {
  BlockDialog,
  MuteDialog,
  preloadFanControls,
} from '@/components/fan-controls/fan-control-dialogs-loader';
import { useFanControl } from '@/components/fan-controls/use-fan-control';
import { Menu } from '@/components/ui/menu';

/**
 * The menu on another fan's profile: Mute (for a chosen time) or Unmute, Block (after a confirmation)
 * or Unblock. The Mute and Block dialogs are the ones a post's menu opens. Blocking and muting are
 * silent: nothing tells the other fan.
 */
export function ProfileMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'mute' | 'block' | null>(null);
  const { act, pending } = useFanControl(user);
  const blocked = user.blockedByYou === true;
  const muted = user.mutedUntil !== undefined;
  const preload = () => {
    Menu.preload();
    preloadFanControls();
  };
  const choose = (next: () => void) => {
    setAnchor(null);
    next();
  };
  return (
    <>
      <IconButton
        aria-label={BLOCK_TEXTS.menuLabel}
        aria-haspopup="menu"
        onPointerEnter={preload}
        onFocus={preload}
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
          <MenuItem onClick={() => choose(() => void act({ kind: 'unmute' }))}>
            <ListItemIcon>
              <VolumeUpIcon fontSize="small" />
            </ListItemIcon>
            {BLOCK_TEXTS.unmute}
          </MenuItem>
        ) : (
          <MenuItem onClick={() => choose(() => setDialog('mute'))}>
            <ListItemIcon>
              <VolumeOffIcon fontSize="small" />
            </ListItemIcon>
            {BLOCK_TEXTS.muteUser(user.handle)}
          </MenuItem>
        )}
        {blocked ? (
          <MenuItem onClick={() => choose(() => void act({ kind: 'unblock' }))}>
            <ListItemIcon>
              <BlockIcon fontSize="small" />
            </ListItemIcon>
            {BLOCK_TEXTS.unblock}
          </MenuItem>
        ) : (
          <MenuItem onClick={() => choose(() => setDialog('block'))} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <BlockIcon fontSize="small" />
            </ListItemIcon>
            {BLOCK_TEXTS.blockUser(user.handle)}
          </MenuItem>
        )}
      </Menu>
      <MuteDialog fan={user} open={dialog === 'mute'} onClose={() => setDialog(null)} />
      <BlockDialog fan={user} open={dialog === 'block'} onClose={() => setDialog(null)} />
    </>
  );
}
