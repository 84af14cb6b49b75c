import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { RingMark } from '@/components/brand/logo';
import type { LegalDocumentId } from '@/features/legal/content/types';

/** The texts and their modal load on first open (and on intent: hover or focus of a link). */
const loadDocuments = () => import('./legal-documents');
const LegalDocumentDialog = lazy(() => loadDocuments().then((m) => ({ default: m.LegalDocumentDialog })));
const prefetchDocuments = () => void loadDocuments().catch(() => undefined);

export const BRAND_BLURB =
  'Ringside is the free social network for professional wrestling fans. Talk shows, call the matches and celebrate the moments with fans who love wrestling as much as you do.';

/** The legal footer of the log-in and sign-up screens (SPEC 2). Legal modal: closed or one open. */
export function LegalFooter() {
  const [open, setOpen] = useState<LegalDocumentId | null>(null);
  // Mounted from the first opening on, so it can animate closed.
  const [opened, setOpened] = useState(false);
  const show = (id: LegalDocumentId) => {
    setOpened(true);
    setOpen(id);
  };
  const intent = {
    onMouseEnter: prefetchDocuments,
    onFocus: prefetchDocuments,
    onTouchStart: prefetchDocuments,
  };
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'rgba(0,0,0,0.25)', mt: 4 }}>
      <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 2.5, md: 4 }}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'center', md: 'flex-start' } }}
        >
          <Box sx={{ maxWidth: 520, textAlign: { xs: 'center', md: 'left' } }}>
            <Box
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'center',
                justifyContent: { xs: 'center', md: 'flex-start' },
              }}
            >
              <RingMark size={22} />
              <Typography variant="h6" component="p">
                Ringside
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {BRAND_BLURB}
            </Typography>
          </Box>
          <Stack spacing={1} sx={{ alignItems: { xs: 'center', md: 'flex-end' } }}>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 0.5 }}>
              <Button size="small" color="inherit" onClick={() => show('privacy')} {...intent}>
                Privacy Policy
              </Button>
              <Button size="small" color="inherit" onClick={() => show('terms')} {...intent}>
                Terms of Use
              </Button>
              <Button size="small" color="inherit" onClick={() => show('cookies')} {...intent}>
                Cookie Policy
              </Button>
            </Stack>
            <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', color: 'success.light' }}>
              <VerifiedUserIcon fontSize="small" />
              <Typography variant="body2">GDPR Compliant</Typography>
            </Box>
            <Typography variant="caption" color="text.secondary">
              © {year} Ringside. All rights reserved. Not affiliated with any wrestling promotion.
            </Typography>
          </Stack>
        </Stack>
      </Container>
      {opened && (
        <Suspense fallback={null}>
          <LegalDocumentDialog open={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Box>
  );
}
