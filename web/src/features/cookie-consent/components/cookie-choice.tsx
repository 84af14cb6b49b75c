import { Box, Button, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { SETTINGS_TEXTS } from '@shared/messages-core';
import { useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import {
  type CookieConsent,
  readConsent,
  writeConsent,
} from '@/features/cookie-consent/utils/consent-storage';
import { type CookiePolicyDialogSlot, usePolicyDialog } from './policy-dialog-slot';

const OPTIONS: { value: CookieConsent; label: string }[] = [
  { value: 'accepted', label: SETTINGS_TEXTS.cookieAccept },
  { value: 'rejected', label: SETTINGS_TEXTS.cookieReject },
];

/**
 * The stored cookie choice ("cookie-consent", as the banner stores it) and one click to change it either
 * way: withdrawing consent is as easy as giving it. `labelledBy` names the group (the section's heading).
 */
export function CookieChoice({
  labelledBy,
  policyDialog,
}: {
  labelledBy?: string;
  policyDialog?: CookiePolicyDialogSlot;
}) {
  const [choice, setChoice] = useState<CookieConsent | null>(() => readConsent());
  const policy = usePolicyDialog(policyDialog);

  const choose = (value: CookieConsent) => {
    writeConsent(value);
    setChoice(value);
    toast({ title: SETTINGS_TEXTS.cookieSaved, variant: 'success' });
  };

  return (
    <Box>
      {choice === null && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {SETTINGS_TEXTS.cookieUnset}
        </Typography>
      )}
      <RadioGroup
        aria-labelledby={labelledBy}
        name="cookie-consent"
        value={choice ?? ''}
        onChange={(_e, value) => choose(value as CookieConsent)}
        sx={{ gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}
      >
        {OPTIONS.map((o) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            control={<Radio />}
            label={o.label}
            sx={{
              m: 0,
              pr: 2,
              flex: { sm: 1 },
              border: 1,
              borderRadius: 2,
              borderColor: choice === o.value ? 'primary.main' : 'divider',
              bgcolor: choice === o.value ? 'rgba(245,183,0,0.06)' : 'transparent',
              '& .MuiFormControlLabel-label': { fontWeight: 600 },
            }}
          />
        ))}
      </RadioGroup>
      {policyDialog && (
        <Button size="small" onClick={policy.show} sx={{ mt: 1, ml: '-10px', px: '10px' }}>
          Cookie Policy
        </Button>
      )}
      {policy.dialog}
    </Box>
  );
}
