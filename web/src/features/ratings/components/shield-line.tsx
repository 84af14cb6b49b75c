import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { Stack, Typography } from '@mui/material';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import type { Shield } from '@shared/schemas/shield';

/**
 * What a score of a show the fan is protected from shows instead (Spoiler Guard, docs/spoilers.md):
 * scores and histograms are results, and the answer carries none, only the shield.
 */
export function ShieldLine({ shield }: { shield: Shield }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="ratings-shield">
      <ShieldOutlinedIcon fontSize="small" aria-hidden="true" sx={{ mt: 0.25, color: 'text.secondary' }} />
      <Typography variant="body2" color="text.secondary">
        {`${SPOILER_TEXTS.shieldedAbout(shield.showName)}. ${SPOILER_TEXTS.protectedNote}`}
      </Typography>
    </Stack>
  );
}
