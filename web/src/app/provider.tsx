import { CssBaseline, ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { Toaster } from '@/components/ui/toast/toaster';
import { theme } from '@/config/theme';
import { onAccountSuspended } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { hasStoredSession } from '@/lib/session/auth';
import { showLeaveNotice } from './leave-notice';
import { handleSessionLoss, handleSuspension, showSuspensionNotice } from './session-loss';

/** The app's data cache: a member call answered 401 ends the session (SPEC 2, 4 and 8). */
export const createAppQueryClient = (): QueryClient =>
  createQueryClient({ onUnauthorized: handleSessionLoss });

/** Theme, data cache, toasts and the crash screen around the whole app. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  // A banned fan's first call (any call) signs them out to the landing page, which says why; so does
  // a deleted account's last screen.
  // Both notices follow a sign-out, so a browser with a stored session has none to show: it does not
  // read sessionStorage (a page's first read waits on the browser process, a long task on a phone).
  useEffect(() => {
    if (!hasStoredSession()) {
      showSuspensionNotice();
      showLeaveNotice();
    }
    return onAccountSuspended(handleSuspension);
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <AppErrorBoundary>
        <QueryClientProvider client={client}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
