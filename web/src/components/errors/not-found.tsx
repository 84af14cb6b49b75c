import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { NOT_FOUND } from '@shared/messages-core';
import { Link as RouterLink } from 'react-router';
import { RingMark } from '@/components/brand/logo';

/**
 * The one not-found screen: the ring mark, a heading, one line saying what is missing, and the way
 * home. Unmatched paths show SPEC 2's "404 Page Not Found" (app/routes/not-found.tsx); a profile, a
 * post, a wrestler or a show that does not exist shows its own heading and line in the member layout.
 */
export function NotFound({
  heading = NOT_FOUND.heading,
  text = NOT_FOUND.text,
}: {
  heading?: string;
  text?: string;
}) {
  return (
    <Card
      component="section"
      aria-labelledby="not-found-heading"
      sx={{ maxWidth: 480, width: '100%', mx: 'auto' }}
    >
      <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <RingMark size={56} />
        </Box>
        <Typography
          id="not-found-heading"
          variant="h3"
          component="h1"
          sx={{ mt: 2, fontSize: { xs: '1.7rem', sm: '2.1rem' }, overflowWrap: 'anywhere' }}
        >
          {heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {text}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
          {NOT_FOUND.home}
        </Button>
      </CardContent>
    </Card>
  );
}
