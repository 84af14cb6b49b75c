import { Box, Link } from '@mui/material';
import { SHOW_TEXTS } from '@shared/messages-wrestling';
import type { EntityRef } from '@shared/schemas/wrestling';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { entityPath } from '@/features/ratings/utils/format';

/**
 * A match's sides, each name a link to its page: "A & B vs C". `winnerSide` marks the winner only when
 * the API gave a result (never for a show the fan is protected from).
 */
export function MatchSides({
  sides,
  winnerSide = null,
  linked = true,
}: {
  sides: readonly (readonly EntityRef[])[];
  winnerSide?: number | null;
  linked?: boolean;
}) {
  return (
    <>
      {sides.map((side, i) => (
        <Fragment key={side.map((e) => e.id).join() || i}>
          {i > 0 && (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {` ${SHOW_TEXTS.versus} `}
            </Box>
          )}
          <Box
            component="span"
            sx={winnerSide === i ? { color: 'success.light', fontWeight: 900 } : undefined}
          >
            {side.map((entity, j) => (
              <Fragment key={entity.id}>
                {j > 0 && ' & '}
                {linked ? (
                  <Link component={RouterLink} to={entityPath(entity)} color="inherit" underline="hover">
                    {entity.name}
                  </Link>
                ) : (
                  entity.name
                )}
              </Fragment>
            ))}
            {winnerSide === i ? ` (${SHOW_TEXTS.winner})` : ''}
          </Box>
        </Fragment>
      ))}
    </>
  );
}
