import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { RingMark } from '@/components/brand/logo';
import { cookiePolicy } from '@/features/legal/content/cookie-policy';
import { privacyPolicy } from '@/features/legal/content/privacy-policy';
import { termsOfUse } from '@/features/legal/content/terms-of-use';
import type { LegalDocument, LegalDocumentId } from '@/features/legal/content/types';
import { LegalDialog } from './legal-dialog';

const DOCUMENTS: Record<LegalDocumentId, LegalDocument> = {
  privacy: privacyPolicy,
  terms: termsOfUse,
  cookies: cookiePolicy,
};

export const BRAND_BLURB =
  'Ringside is the free social network for professional wrestling fans. Talk shows, call the matches and celebrate the moments with fans who love wrestling as much as you do.';

/** The legal footer of the log-in and sign-up screens (SPEC 2). Legal modal: closed or one open. */
export function LegalFooter() {
  const [open, setOpen] = useState<LegalDocumentId | null>(null);
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
              <Button size="small" color="inherit" onClick={() => setOpen('privacy')}>
                Privacy Policy
              </Button>
              <Button size="small" color="inherit" onClick={() => setOpen('terms')}>
                Terms of Use
              </Button>
              <Button size="small" color="inherit" onClick={() => setOpen('cookies')}>
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
      <LegalDialog document={open ? DOCUMENTS[open] : null} onClose={() => setOpen(null)} />
    </Box>
  );
}
