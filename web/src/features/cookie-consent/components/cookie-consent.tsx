import CloseIcon from '@mui/icons-material/Close';
import CookieIcon from '@mui/icons-material/Cookie';
import { Box, Button, IconButton, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  type CookieConsent,
  readConsent,
  writeConsent,
} from '@/features/cookie-consent/utils/consent-storage';
import { type CookiePolicyDialogSlot, usePolicyDialog } from './policy-dialog-slot';

/**
 * The cookie banner (SPEC 2 and 4): an overlay shown while no choice is stored. Accepting stores
 * "accepted"; rejecting or closing stores "rejected". Then it hides. "Cookie Policy" in its text opens the
 * policy over it (`policyDialog`, from app/).
 */
export function CookieConsentBanner({ policyDialog }: { policyDialog?: CookiePolicyDialogSlot }) {
  const [choice, setChoice] = useState<CookieConsent | null>(() => readConsent());
  const policy = usePolicyDialog(policyDialog);
  if (choice) return null;

  const choose = (value: CookieConsent) => {
    writeConsent(value);
    setChoice(value);
  };

  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        // Above every screen and dialog, but below the policy while it is open.
        zIndex: (t) => (policy.open ? t.zIndex.modal - 1 : t.zIndex.modal + 1),
        bgcolor: 'rgba(0,0,0,0.6)',
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'center',
        p: { xs: 1.5, sm: 3 },
      }}
    >
      <Paper
        role="dialog"
        aria-modal="true"
        aria-labelledby="cookie-consent-title"
        aria-describedby="cookie-consent-text"
        elevation={16}
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: 720,
          p: { xs: 2.5, sm: 3 },
          borderTop: 4,
          borderColor: 'primary.main',
        }}
      >
        <IconButton
          aria-label="Close"
          onClick={() => choose('rejected')}
          sx={{ position: 'absolute', top: 8, right: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', pr: 5 }}>
          <CookieIcon color="primary" />
          <Typography id="cookie-consent-title" variant="h5" component="h2">
            We use cookies
          </Typography>
        </Stack>
        <Typography id="cookie-consent-text" variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Ringside uses strictly necessary storage to keep you signed in and to remember this choice. We use
          no advertising or tracking cookies. Accept all cookies, or reject everything that isn't essential.
          You can read more in our{' '}
          {policyDialog ? (
            <Link
              component="button"
              type="button"
              onClick={policy.show}
              sx={{ font: 'inherit', verticalAlign: 'baseline' }}
            >
              Cookie Policy
            </Link>
          ) : (
            'Cookie Policy'
          )}
          .
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 2.5, justifyContent: 'flex-end' }}
        >
          <Button variant="outlined" color="inherit" onClick={() => choose('rejected')}>
            Reject Non-Essential
          </Button>
          <Button variant="contained" onClick={() => choose('accepted')}>
            Accept All Cookies
          </Button>
        </Stack>
      </Paper>
      {policy.dialog}
    </Box>
  );
}
