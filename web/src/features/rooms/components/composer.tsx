import { Button, Stack, TextField, Typography } from '@mui/material';
import { ROOM_TEXTS } from '@shared/messages-rooms';
import { ROOM_MESSAGE_MAX } from '@shared/rooms';
import { type FormEvent, useState } from 'react';

/**
 * The room's composer: at most 280 characters (what is left counted as the fan types), Send. When the
 * fan may not talk (a timeout, a too-new account, removed), disabled with the standing's reason; a
 * refusal of the API ("Slow mode is on: wait 12 s") is shown as it was answered.
 */
export function Composer({
  onSend,
  sending,
  disabledReason,
  refusal,
  onEdit,
  note,
}: {
  /** Said under the field when nothing is wrong (the room's slow mode). */
  note?: string | null;
  /** Resolves true once sent (the field empties), false when refused (the text stays). */
  onSend: (text: string) => Promise<boolean>;
  sending: boolean;
  /** Why the fan cannot talk now, or null. */
  disabledReason: string | null;
  /** The last refusal's message, or null. */
  refusal: string | null;
  /** The fan edits the text (a refusal shown is cleared). */
  onEdit?: () => void;
}) {
  const [text, setText] = useState('');
  const left = ROOM_MESSAGE_MAX - [...text].length;
  const blocked = disabledReason !== null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || left < 0 || blocked || sending) return;
    if (await onSend(text.trim())) setText('');
  };
  const problem = disabledReason ?? refusal;
  return (
    <Stack component="form" onSubmit={submit} spacing={0.5} aria-label={ROOM_TEXTS.composerLabel}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          fullWidth
          size="small"
          multiline
          maxRows={3}
          label={ROOM_TEXTS.composerLabel}
          value={text}
          disabled={blocked}
          onChange={(e) => {
            setText(e.target.value);
            onEdit?.();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void submit(e);
            }
          }}
          slotProps={{ htmlInput: { 'aria-describedby': 'room-composer-help' } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={blocked || sending || !text.trim() || left < 0}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          {ROOM_TEXTS.send}
        </Button>
      </Stack>
      <Stack id="room-composer-help" direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        {problem ? (
          <Typography variant="caption" color="error" role="alert">
            {problem}
          </Typography>
        ) : (
          <Typography variant="caption" color="text.secondary">
            {note ?? ''}
          </Typography>
        )}
        <Typography variant="caption" color={left < 0 ? 'error' : 'text.secondary'} sx={{ flexShrink: 0 }}>
          {ROOM_TEXTS.charactersLeft(left)}
        </Typography>
      </Stack>
    </Stack>
  );
}
