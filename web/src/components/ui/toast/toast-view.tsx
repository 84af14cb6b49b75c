import { Alert, AlertTitle, Snackbar, useMediaQuery, useTheme } from '@mui/material';
import { TOAST } from '@shared/constants';
import { useEffect, useRef } from 'react';
import { dismissToast, type ToastItem } from './toast-store';

const SEVERITY = { default: 'info', destructive: 'error', success: 'success' } as const;

/** Renders the (single) current toast. Bottom-right on desktop, top on phones (above nothing). */
export default function ToastView({ current }: { current: ToastItem }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const alertRef = useRef<HTMLDivElement>(null);

  // F8 moves focus to the toast (SPEC 9 hotkey), so keyboard users can reach and dismiss it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') alertRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Snackbar
      key={current.id}
      open={current.open}
      autoHideDuration={current.duration}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismissToast(current.id);
      }}
      anchorOrigin={
        phone ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'right' }
      }
      sx={{ maxWidth: { sm: TOAST.maxWidthPx }, width: { sm: '100%' } }}
    >
      <Alert
        ref={alertRef}
        tabIndex={-1}
        role={current.variant === 'destructive' ? 'alert' : 'status'}
        severity={SEVERITY[current.variant]}
        variant="filled"
        onClose={() => dismissToast(current.id)}
        data-testid="toast"
        data-variant={current.variant}
        sx={{ width: '100%', maxWidth: TOAST.maxWidthPx, boxShadow: 8, alignItems: 'flex-start' }}
      >
        <AlertTitle sx={{ mb: current.description ? 0.25 : 0 }}>{current.title}</AlertTitle>
        {current.description}
      </Alert>
    </Snackbar>
  );
}
