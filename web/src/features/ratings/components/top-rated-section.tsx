import {
  Button,
  Card,
  CardContent,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { RATING_TEXTS } from '@shared/messages-ratings';
import { TOP_RATED_PERIODS, type TopRatedPeriod } from '@shared/ratings';
import type { EntitySearchResult } from '@shared/schemas/entities';
import { useState } from 'react';
import { useTopRated } from '@/features/ratings/api/get-top-rated';
import { useSearchEntities } from '@/lib/entities/search-entities';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { RatedMatchList } from './rated-match-list';

/**
 * The promotion filter: type a promotion's name and pick it from what the search finds; "All
 * promotions" clears it. Plain buttons, no combobox: nothing on the first screens' chunks moves.
 */
function PromotionFilter({
  value,
  onChange,
}: {
  value: EntitySearchResult | null;
  onChange: (promotion: EntitySearchResult | null) => void;
}) {
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input, 250);
  const found = useSearchEntities(value ? '' : q, 'promotion');
  if (value)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{value.name}</Typography>
        <Button size="small" onClick={() => onChange(null)}>
          {RATING_TEXTS.allPromotions}
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={1} sx={{ minWidth: { xs: 1, sm: 240 } }}>
      <TextField
        size="small"
        type="search"
        label={RATING_TEXTS.promotion}
        placeholder={RATING_TEXTS.allPromotions}
        value={input}
        onChange={(e) => setInput(e.target.value)}
      />
      {input.trim() !== '' && (found.data?.length ?? 0) > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          {found.data?.slice(0, 6).map((promotion) => (
            <Button
              key={promotion.id}
              size="small"
              variant="outlined"
              onClick={() => {
                setInput('');
                onChange(promotion);
              }}
            >
              {promotion.name}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** "Top rated" on the trending page (its own chunk): this week's, month's or year's, of one promotion or all. */
export default function TopRatedSection() {
  const [period, setPeriod] = useState<TopRatedPeriod>('week');
  const [promotion, setPromotion] = useState<EntitySearchResult | null>(null);
  const query = useTopRated(period, promotion?.id);
  return (
    <Card component="section" aria-labelledby="top-rated" data-testid="top-rated" sx={{ mt: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="top-rated" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1.5 }}>
          {RATING_TEXTS.topRated}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mb: 2, alignItems: { sm: 'center' } }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={period}
            onChange={(_e, next: TopRatedPeriod | null) => next && setPeriod(next)}
            aria-label={RATING_TEXTS.topRated}
          >
            {TOP_RATED_PERIODS.map((p) => (
              <ToggleButton key={p} value={p} sx={{ px: 1.5, fontWeight: 700, textTransform: 'none' }}>
                {RATING_TEXTS.periods[p]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <PromotionFilter value={promotion} onChange={setPromotion} />
        </Stack>
        {query.isError ? (
          <Typography color="text.secondary">{RATING_TEXTS.loadFailed}</Typography>
        ) : query.data ? (
          <RatedMatchList matches={query.data} />
        ) : null}
      </CardContent>
    </Card>
  );
}
