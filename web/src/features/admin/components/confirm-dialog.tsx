import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { CATALOGUE_TAB_TEXTS as T } from '@shared/messages-wrestling';
import { useId, useRef } from 'react';

export interface Confirmation {
  /** "Mark WWE Raw live?": names what is about to happen. */
  title: string;
  /** What it does, and that it cannot be undone. */
  text: string;
  /** The button that does it ("Mark live"). */
  action: string;
  color?: 'primary' | 'error';
  /** Why it cannot be done now (the button is then off): "2 matches have no result yet: ...". */
  refusal?: string | null;
  onConfirm: () => void;
}

/**
 * Asks once before a step that cannot be undone (a show going live or finished, a match removed):
 * the action's button has the focus, so on a live show it is one more tap (or Enter).
 */
export function ConfirmDialog({
  confirmation,
  onClose,
}: {
  confirmation: Confirmation | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  // The last one asked stays on screen while the dialog fades out.
  const last = useRef(confirmation);
  if (confirmation) last.current = confirmation;
  const c = confirmation ?? last.current;
  return (
    <Dialog
      open={confirmation !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{
        paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } } },
      }}
    >
      {c && (
        <>
          <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
            {c.title}
          </DialogTitle>
          <DialogContent>
            <DialogContentText id={textId}>{c.text}</DialogContentText>
            {c.refusal && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {c.refusal}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
            <Button color="inherit" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button
              variant="contained"
              color={c.color ?? 'primary'}
              autoFocus={!c.refusal}
              disabled={Boolean(c.refusal)}
              onClick={() => {
                if (!confirmation) return;
                confirmation.onConfirm();
                onClose();
              }}
            >
              {c.action}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
