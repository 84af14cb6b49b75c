import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import { useShowWatch } from '@/features/spoilers/api/get-show-watch';
import { useUpdateShowWatch } from '@/lib/spoilers/update-show-watch';
import { TAPPED_STATUSES } from './watch-buttons';

export interface WatchMenuProps {
  showId: string;
  showName: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/**
 * The calendar's watch menu for one show: the three statuses as radio items, the current one checked
 * (asked for when the menu first opens); a choice saves at once and closes the menu. Its own chunk,
 * loaded when a fan points at or opens the button.
 */
export default function WatchMenu({ showId, showName, anchorEl, onClose }: WatchMenuProps) {
  const open = anchorEl !== null;
  const watch = useShowWatch(showId, open);
  const update = useUpdateShowWatch(showId);
  const status = watch.data?.status ?? null;
  return (
    <Menu
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': SPOILER_TEXTS.watchGroup(showName) } }}
    >
      {TAPPED_STATUSES.map((s) => (
        <MenuItem
          key={s}
          role="menuitemradio"
          aria-checked={status === s}
          selected={status === s}
          onClick={() => {
            if (s !== status) update.mutate(s);
            onClose();
          }}
        >
          <ListItemIcon aria-hidden sx={{ minWidth: 24 }}>
            {status === s ? '✓' : ''}
          </ListItemIcon>
          <ListItemText>{SPOILER_TEXTS.statusLabels[s]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
