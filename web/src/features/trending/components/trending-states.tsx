import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Card, CardContent, Typography } from '@mui/material';

/** The responsive grid of ranked cards: one column on a phone, two on a tablet, three on a desktop. */
export const CARD_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
  m: 0,
  p: 0,
  listStyle: 'none',
} as const;

/** A tab with nothing to show for the timeframe (the spec's exact text). */
export function TrendingEmpty({ text }: { text: string }) {
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <TrendingUpIcon color="disabled" sx={{ fontSize: 40 }} />
        <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** A card's place in the ranking: "#1". */
export function Rank({ rank }: { rank: number }) {
  return (
    <Typography
      component="span"
      sx={{ flexShrink: 0, minWidth: 40, fontWeight: 800, fontSize: '1.25rem', color: 'primary.main' }}
    >
      #{rank}
    </Typography>
  );
}

/** One number of a card with what it counts under it ("120" over "posts"). */
export function Stat({ value, label }: { value: string; label: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 700 }}>{value}</Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="p">
        {label}
      </Typography>
    </Box>
  );
}
