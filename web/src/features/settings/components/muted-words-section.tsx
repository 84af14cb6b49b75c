import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Box,
  Chip,
  FormControl,
  IconButton,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { mutedUntil as mutedUntilText, WORD_TEXTS } from '@shared/messages-controls';
import { MUTED_WORD_DURATIONS, MUTED_WORD_MAX_LENGTH, type MutedWordDuration } from '@shared/muted-words';
import { type MutedWord, muteWordSchema } from '@shared/schemas/controls';
import { type FormEvent, useId, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useMutedWords } from '@/features/settings/api/get-muted-words';
import { useMuteWord } from '@/features/settings/api/mute-word';
import { useUnmuteWord } from '@/features/settings/api/unmute-word';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';

const DURATIONS = Object.keys(MUTED_WORD_DURATIONS) as MutedWordDuration[];
type Action = MutedWord['action'];

/** A labelled native select (light: no menu code), as tall as the text field beside it. */
function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <FormControl sx={{ minWidth: 150 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        input={<OutlinedInput label={label} notched id={id} />}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

/** When a word's mute ends, worded as a fan's mute is: "Muted until Fri, Nov 27, 8 PM", or "Muted". */
export const mutedUntil = (word: Pick<MutedWord, 'expiresAt'>) =>
  mutedUntilText(word.expiresAt && formatDateTime(word.expiresAt));

function MutedWordRow({ word }: { word: MutedWord }) {
  const unmute = useUnmuteWord();
  const onRemove = () =>
    unmute.mutate(word.id, {
      onSuccess: () => toast({ title: WORD_TEXTS.removed, variant: 'success' }),
      onError: (error) =>
        toast({
          title: WORD_TEXTS.removeFailed,
          description: apiErrorMessage(error) ?? undefined,
          variant: 'destructive',
        }),
    });
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{word.word}</Typography>
        <Typography variant="body2" color="text.secondary">
          {mutedUntil(word)}
        </Typography>
      </Box>
      <Chip size="small" label={word.action === 'hide' ? WORD_TEXTS.hideLabel : WORD_TEXTS.warnLabel} />
      <IconButton
        aria-label={`${WORD_TEXTS.remove} ${word.word}`}
        onClick={onRemove}
        disabled={unmute.isPending}
        sx={{ color: 'text.secondary' }}
      >
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}

/** Settings' "Muted words": add a word with how long and what to do, the list with when each ends, remove. */
export function MutedWordsSection() {
  const words = useMutedWords();
  const mute = useMuteWord();
  const [word, setWord] = useState('');
  const [duration, setDuration] = useState<MutedWordDuration>('forever');
  const [action, setAction] = useState<Action>('warn');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mute.isPending) return;
    const parsed = muteWordSchema.safeParse({ word, duration, action });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    mute.mutate(parsed.data, {
      onSuccess: () => {
        setWord('');
        toast({ title: WORD_TEXTS.added, variant: 'success' });
      },
      onError: (e) => {
        const message = apiErrorMessage(e);
        if (message) setError(message);
        toast({ title: WORD_TEXTS.addFailed, description: message ?? undefined, variant: 'destructive' });
      },
    });
  };

  return (
    <Stack spacing={2}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={WORD_TEXTS.title}>
        <Stack spacing={2}>
          <TextField
            label={WORD_TEXTS.word}
            value={word}
            onChange={(e) => {
              setWord(e.target.value);
              if (error) setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? undefined}
            slotProps={{ htmlInput: { maxLength: MUTED_WORD_MAX_LENGTH } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Choice
              label={WORD_TEXTS.duration}
              value={duration}
              onChange={setDuration}
              options={DURATIONS.map((d) => ({ value: d, label: WORD_TEXTS.durations[d] }))}
            />
            <Choice
              label={WORD_TEXTS.action}
              value={action}
              onChange={setAction}
              options={(['warn', 'hide'] as const).map((a) => ({ value: a, label: WORD_TEXTS.actions[a] }))}
            />
            <Box sx={{ flex: 1 }} />
            <SubmitButton pending={mute.isPending} pendingLabel={WORD_TEXTS.adding}>
              {WORD_TEXTS.add}
            </SubmitButton>
          </Stack>
        </Stack>
      </Box>
      {words.isPending ? (
        <Skeleton variant="rounded" height={48} />
      ) : words.isError ? (
        <Alert severity="error" variant="outlined">
          {apiErrorMessage(words.error) ?? 'Muted words could not be loaded.'}
        </Alert>
      ) : words.data.length ? (
        <Box component="ul" aria-label={WORD_TEXTS.title} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {words.data.map((w) => (
            <MutedWordRow key={w.id} word={w} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{WORD_TEXTS.none}</Typography>
      )}
    </Stack>
  );
}
