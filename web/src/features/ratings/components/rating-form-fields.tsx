import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Slider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { RATING_TEXTS } from '@shared/messages-ratings';
import {
  RATING_COMMENT_MAX,
  RATING_FIRST_COMMENTED,
  RATING_MAX,
  RATING_MIN,
  RATING_STEP,
  type RatingTarget,
  WATCHED,
  type Watched,
} from '@shared/ratings';
import type { Rating } from '@shared/schemas/ratings';
import { type FormEvent, useId, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRating } from '@/features/ratings/api/use-rating';
import { formatRating } from '@/features/ratings/utils/format';
import { apiErrorMessage } from '@/lib/api-client';

const MARKS = [0, 2, 4, 6, 8, 10].map((value) => ({ value, label: String(value) }));

/**
 * The rating form: 0 to 10 in half steps on a slider (arrow keys move half a point, Home and End go
 * to 0 and 10; a thumb wide enough for a finger), live or later (required), the comment with the
 * 20-character hint while the target has fewer than 10 ratings. The API's refusal is shown as it says it.
 */
export default function RatingForm({
  target,
  targetId,
  showId,
  mine,
  count,
  onDone,
}: {
  target: RatingTarget;
  targetId: string;
  showId: string;
  mine: Rating | null;
  /** Ratings the target has so far: below 10 a comment is needed. */
  count: number;
  onDone: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState<number | null>(mine?.rating ?? null);
  const [watched, setWatched] = useState<Watched | null>(mine?.watched ?? null);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const { save } = useRating(target, targetId, showId);
  const needsComment = count < RATING_FIRST_COMMENTED;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value === null || watched === null) return;
    const text = comment.trim();
    save.mutate({ rating: value, watched, ...(text ? { comment: text } : {}) }, { onSuccess: onDone });
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Box>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography id={`${id}-label`} sx={{ fontWeight: 700 }}>
            {RATING_TEXTS.ratingLabel}
          </Typography>
          <Typography
            aria-hidden="true"
            sx={{
              fontWeight: 900,
              fontSize: '1.5rem',
              color: value === null ? 'text.secondary' : 'primary.main',
            }}
          >
            {value === null ? RATING_TEXTS.chooseRating : formatRating(value)}
          </Typography>
        </Stack>
        <Box sx={{ px: 1.5 }}>
          <Slider
            value={value ?? (RATING_MIN + RATING_MAX) / 2}
            min={RATING_MIN}
            max={RATING_MAX}
            step={RATING_STEP}
            marks={MARKS}
            onChange={(_e, v) => setValue(v as number)}
            onChangeCommitted={(_e, v) => setValue(v as number)}
            getAriaValueText={(v) =>
              value === null ? RATING_TEXTS.chooseRating : `${formatRating(v)} of 10`
            }
            slotProps={{ input: { 'aria-labelledby': `${id}-label` } }}
            color={value === null ? 'secondary' : 'primary'}
            sx={{ '& .MuiSlider-thumb': { width: 24, height: 24 }, py: 2 }}
          />
        </Box>
      </Box>
      <FormControl required>
        <FormLabel id={`${id}-watched`} sx={{ fontWeight: 700, color: 'text.primary' }}>
          {RATING_TEXTS.watchedQuestion}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-watched`}
          value={watched ?? ''}
          onChange={(e) => setWatched(e.target.value as Watched)}
        >
          {WATCHED.map((way) => (
            <FormControlLabel
              key={way}
              value={way}
              control={<Radio />}
              label={RATING_TEXTS.watchedLabels[way]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        label={needsComment ? RATING_TEXTS.comment : RATING_TEXTS.commentOptional}
        multiline
        minRows={2}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        helperText={
          needsComment
            ? `${RATING_TEXTS.commentHint} (${comment.trim().length}/${RATING_COMMENT_MAX})`
            : `${comment.trim().length}/${RATING_COMMENT_MAX}`
        }
        slotProps={{ htmlInput: { maxLength: RATING_COMMENT_MAX } }}
        fullWidth
      />
      {save.isError && (
        <Alert severity="error" role="alert">
          {apiErrorMessage(save.error) ?? RATING_TEXTS.failed}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <SubmitButton
          pending={save.isPending}
          pendingLabel={RATING_TEXTS.save}
          disabled={value === null || watched === null}
        >
          {RATING_TEXTS.save}
        </SubmitButton>
        {mine && (
          <Button onClick={onDone} disabled={save.isPending}>
            {RATING_TEXTS.cancel}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
