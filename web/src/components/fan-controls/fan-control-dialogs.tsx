import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { BLOCK_TEXTS, MUTE_DURATION_LABELS } from '@shared/messages-controls';
import { MUTE_DURATIONS, type MuteDuration } from '@shared/schemas/controls';
import { useId, useState } from 'react';
import { type ControlledFan, useFanControl } from './use-fan-control';

export interface FanControlDialogProps {
  fan: ControlledFan;
  open: boolean;
  onClose: () => void;
}

/**
 * "Block @handle?": what a block does, Cancel or Block. The one block dialog, opened from a fan's
 * profile menu and from the menu of any of their posts.
 */
export function BlockDialog({ fan, open, onClose }: FanControlDialogProps) {
  const titleId = useId();
  const { act } = useFanControl(fan);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {BLOCK_TEXTS.blockConfirmTitle(fan.handle)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{BLOCK_TEXTS.blockConfirmText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{BLOCK_TEXTS.cancel}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            onClose();
            void act({ kind: 'block' });
          }}
        >
          {BLOCK_TEXTS.block}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * "Mute @handle?": what a mute does, for how long (24 hours, 7 days, 30 days or Forever, as a muted
 * word's lengths read), Cancel or Mute. The one mute dialog, opened from a fan's profile menu and
 * from the menu of any of their posts.
 */
export function MuteDialog({ fan, open, onClose }: FanControlDialogProps) {
  const titleId = useId();
  const labelId = useId();
  const [duration, setDuration] = useState<MuteDuration>('forever');
  const { act } = useFanControl(fan);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {BLOCK_TEXTS.muteConfirmTitle(fan.handle)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{BLOCK_TEXTS.muteConfirmText}</DialogContentText>
        <Box sx={{ mt: 2 }}>
          {/* Typography, not FormLabel: FormLabel here would split it from the log-in screen's chunk. */}
          <Typography id={labelId} color="text.secondary">
            {BLOCK_TEXTS.muteFor}
          </Typography>
          <RadioGroup
            aria-labelledby={labelId}
            value={duration}
            onChange={(e) => setDuration(e.target.value as MuteDuration)}
          >
            {MUTE_DURATIONS.map((d) => (
              <FormControlLabel key={d} value={d} control={<Radio />} label={MUTE_DURATION_LABELS[d]} />
            ))}
          </RadioGroup>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{BLOCK_TEXTS.cancel}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            void act({ kind: 'mute', duration });
          }}
        >
          {BLOCK_TEXTS.mute}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
