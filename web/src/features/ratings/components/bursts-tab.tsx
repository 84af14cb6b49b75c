import {
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { RATING_TEXTS } from '@shared/messages-ratings';
import type { BurstDecision } from '@shared/ratings';
import type { RatingBurst } from '@shared/schemas/ratings';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useRatingBursts } from '@/features/ratings/api/get-rating-bursts';
import { useReviewRatingBurst } from '@/features/ratings/api/review-rating-burst';
import { entityPath, formatScore, matchPath, sidesText } from '@/features/ratings/utils/format';
import { formatDateTime } from '@/lib/dates';
import { RatingList } from './rating-list';

interface Asked {
  burst: RatingBurst;
  decision: BurstDecision;
}

/** One held burst: the match (or show), how many, why in plain words, held mean against the score, a sample. */
function BurstCard({ burst, onDecide }: { burst: RatingBurst; onDecide: (decision: BurstDecision) => void }) {
  const title = burst.sides ? sidesText(burst.sides) : burst.show.name;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }} data-testid="burst">
      <CardContent>
        <Stack spacing={1.25}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Link
              component={RouterLink}
              to={burst.target === 'match' ? matchPath(burst.targetId) : entityPath(burst.show)}
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {title}
            </Link>
            {burst.decision && <Chip size="small" label={RATING_TEXTS.decided[burst.decision]} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {`${burst.show.name} · ${formatDateTime(burst.from)} – ${formatDateTime(burst.to)}`}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{RATING_TEXTS.burstCount(burst.count)}</Typography>
          <Typography variant="body2">
            {`${RATING_TEXTS.heldMean}: ${formatScore(burst.heldMean)} · ${RATING_TEXTS.scoreWithout}: ${
              burst.score === null ? RATING_TEXTS.notEnough : formatScore(burst.score)
            }`}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} aria-label={RATING_TEXTS.reasonsLabel}>
            {burst.reasons.map((reason) => (
              <Chip
                key={reason}
                size="small"
                variant="outlined"
                color="warning"
                label={RATING_TEXTS.reasons[reason]}
              />
            ))}
          </Stack>
          {burst.sample.length > 0 && (
            <details>
              <summary>
                <Typography component="span" variant="body2">
                  {RATING_TEXTS.sample}
                </Typography>
              </summary>
              <RatingList ratings={burst.sample} />
            </details>
          )}
          {!burst.decision && (
            <Stack direction="row" spacing={1}>
              <Button variant="contained" size="small" onClick={() => onDecide('keep')}>
                {RATING_TEXTS.keep}
              </Button>
              <Button variant="outlined" color="error" size="small" onClick={() => onDecide('leaveOut')}>
                {RATING_TEXTS.leaveOut}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The admin panel's "Ratings" tab (its own chunk): held bursts, open first; "Keep" / "Leave out" after a confirm. */
export default function BurstsTab() {
  const query = useRatingBursts();
  const review = useReviewRatingBurst();
  const [asked, setAsked] = useState<Asked | null>(null);
  const confirm = () => {
    if (!asked) return;
    review.mutate({ burstId: asked.burst.id, decision: asked.decision });
    setAsked(null);
  };
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h6" component="h2">
          {RATING_TEXTS.burstsHeading}
        </Typography>
        <Typography color="text.secondary">{RATING_TEXTS.burstsIntro}</Typography>
      </div>
      {query.isPending ? (
        <CircularProgress aria-label={RATING_TEXTS.burstsHeading} />
      ) : query.isError ? (
        <Typography color="text.secondary">{RATING_TEXTS.loadFailed}</Typography>
      ) : query.data.length ? (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {query.data.map((burst) => (
            <BurstCard key={burst.id} burst={burst} onDecide={(decision) => setAsked({ burst, decision })} />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{RATING_TEXTS.noBursts}</Typography>
      )}
      <Dialog open={asked !== null} onClose={() => setAsked(null)} aria-labelledby="burst-confirm">
        <DialogTitle id="burst-confirm">
          {asked?.decision === 'keep' ? RATING_TEXTS.keepTitle : RATING_TEXTS.leaveOutTitle}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {asked && `${RATING_TEXTS.burstCount(asked.burst.count)}. `}
            {asked?.decision === 'keep' ? RATING_TEXTS.keepText : RATING_TEXTS.leaveOutText}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsked(null)}>{RATING_TEXTS.cancel}</Button>
          <Button
            onClick={confirm}
            autoFocus
            variant="contained"
            color={asked?.decision === 'keep' ? 'primary' : 'error'}
          >
            {asked?.decision === 'keep' ? RATING_TEXTS.keep : RATING_TEXTS.leaveOut}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
