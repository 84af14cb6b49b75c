import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  ListItemButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { ROOM_TEXTS } from '@shared/messages-rooms';
import { ROOM_SANCTIONS, type RoomSanction } from '@shared/rooms';
import type { RoomMessage } from '@shared/schemas/rooms';
import { useState } from 'react';
import { Menu } from '@/components/ui/menu';
import { fanHandle, fanName, UserAvatar } from '@/components/ui/user-avatar';
import { formatTime } from '@/lib/dates';

export interface MessageActions {
  /** The fan's own id: no Report on their own messages. */
  meId: string;
  isAdmin: boolean;
  onReport: (seq: number, reason: string) => void;
  onDelete: (seq: number) => void;
  onSanction: (userId: string, sanction: RoomSanction) => void;
}

function ReportDialog({
  open,
  onClose,
  onSend,
}: {
  open: boolean;
  onClose: () => void;
  onSend: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{ROOM_TEXTS.reportHeading}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={ROOM_TEXTS.reportReason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ROOM_TEXTS.back}</Button>
        <Button
          variant="contained"
          disabled={!reason.trim()}
          onClick={() => {
            onSend(reason.trim());
            setReason('');
            onClose();
          }}
        >
          {ROOM_TEXTS.report}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * One message: avatar, name, handle, its text as plain text (React escapes it: never HTML), its time,
 * its match thread's phase; "Message deleted" once an admin deleted it. The menu: Report (others'
 * messages), and for admins Delete for everyone, the timeouts and Remove from room.
 */
export function MessageRow({
  message,
  actions,
  showPhase = false,
}: {
  message: RoomMessage;
  actions: MessageActions;
  showPhase?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [reporting, setReporting] = useState(false);
  const own = message.authorId === actions.meId;
  const hasMenu = !message.deleted && (!own || actions.isAdmin);
  const close = () => setAnchor(null);
  return (
    <Stack
      direction="row"
      spacing={1}
      data-testid="room-message"
      sx={{
        alignItems: 'flex-start',
        py: 0.75,
        px: 0.5,
        borderRadius: 1,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <UserAvatar name={message.authorDisplayName} src={message.authorProfileImageUrl} size={32} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', columnGap: 0.75, flexWrap: 'wrap' }}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 800 }}>
            {fanName(message.authorDisplayName)}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary">
            @{fanHandle(message.authorHandle)}
          </Typography>
          <Typography component="time" variant="caption" color="text.secondary" dateTime={message.createdAt}>
            {formatTime(message.createdAt)}
          </Typography>
          {showPhase && message.phase && (
            <Chip
              size="small"
              variant="outlined"
              label={ROOM_TEXTS.phases[message.phase]}
              sx={{ height: 18 }}
            />
          )}
        </Stack>
        {message.deleted ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {ROOM_TEXTS.deletedMessage}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {message.text}
          </Typography>
        )}
      </Box>
      {hasMenu && (
        <>
          <IconButton
            size="small"
            aria-label={ROOM_TEXTS.messageActions}
            aria-haspopup="menu"
            onClick={(e) => setAnchor(e.currentTarget)}
            onMouseEnter={() => Menu.preload()}
            sx={{ mt: -0.25 }}
          >
            <Box component="span" aria-hidden="true" sx={{ fontSize: 18, lineHeight: 1, px: 0.25 }}>
              ⋯
            </Box>
          </IconButton>
          {anchor && (
            <Menu anchorEl={anchor} open onClose={close}>
              {!own && (
                <ListItemButton
                  role="menuitem"
                  dense
                  onClick={() => {
                    close();
                    setReporting(true);
                  }}
                >
                  {ROOM_TEXTS.report}
                </ListItemButton>
              )}
              {actions.isAdmin && (
                <ListItemButton
                  role="menuitem"
                  dense
                  onClick={() => {
                    close();
                    actions.onDelete(message.seq);
                  }}
                >
                  {ROOM_TEXTS.deleteMessage}
                </ListItemButton>
              )}
              {actions.isAdmin &&
                !own &&
                ROOM_SANCTIONS.map((sanction) => (
                  <ListItemButton
                    role="menuitem"
                    dense
                    key={sanction}
                    onClick={() => {
                      close();
                      actions.onSanction(message.authorId, sanction);
                    }}
                  >
                    {ROOM_TEXTS.sanctions[sanction]}
                  </ListItemButton>
                ))}
            </Menu>
          )}
        </>
      )}
      {reporting && (
        <ReportDialog
          open
          onClose={() => setReporting(false)}
          onSend={(reason) => actions.onReport(message.seq, reason)}
        />
      )}
    </Stack>
  );
}
