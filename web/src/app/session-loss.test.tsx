import { act, render, screen, waitFor } from '@testing-library/react';
import { signOut } from 'aws-amplify/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { hardRedirect } from '@/lib/redirect';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';
import { AppProvider } from './provider';
import { handleSessionLoss, resetSessionLoss } from './session-loss';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn(), LOGIN_REDIRECT_URL: '/api/login' }));

const BANNED = { message: 'Your account has been suspended.' };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  window.sessionStorage.clear();
  resetSessionLoss();
});

function renderSearch() {
  const queryClient = createQueryClient({ onUnauthorized: handleSessionLoss });
  return renderWithProviders(<AppRoutes session={{ status: 'complete', user: makeUser() }} />, {
    route: '/search',
    queryClient,
  });
}

describe('a banned fan is thrown out', () => {
  it('on the first call answering 403 "suspended": signed out, then back to the landing page', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(BANNED, 403));
    renderSearch();
    await waitFor(() => expect(hardRedirect).toHaveBeenCalledWith('/'));
    expect(signOut).toHaveBeenCalledTimes(1);
    // The explanation waits for the landing page (the reload drops this page's toasts).
    expect(window.sessionStorage.getItem('ringside-account-suspended')).toBe('1');
    // Several failing calls leave once; the 401 handler stays quiet.
    expect(hardRedirect).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it('signs out before leaving, and leaves even when Amplify cannot sign out', async () => {
    let finishSignOut: () => void = () => undefined;
    vi.mocked(signOut).mockImplementationOnce(
      () =>
        new Promise<void>((_resolve, reject) => {
          finishSignOut = () => reject(new Error('offline'));
        }),
    );
    fetchMock.mockImplementation(async () => jsonResponse(BANNED, 403));
    renderSearch();
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(hardRedirect).not.toHaveBeenCalled();
    await act(async () => finishSignOut());
    await waitFor(() => expect(hardRedirect).toHaveBeenCalledWith('/'));
  });

  it('other 403 answers (not an admin, not yours) do not sign anyone out', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ message: "You don't have permission to do that." }, 403),
    );
    renderSearch();
    expect(await screen.findByRole('heading', { name: 'Search & Discovery' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signOut).not.toHaveBeenCalled();
    expect(hardRedirect).not.toHaveBeenCalled();
  });

  it('the landing page then says "Account suspended" / "Your account has been suspended.", once', async () => {
    window.sessionStorage.setItem('ringside-account-suspended', '1');
    const { unmount } = render(<AppProvider>{null}</AppProvider>);
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Account suspendedYour account has been suspended.');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(window.sessionStorage.getItem('ringside-account-suspended')).toBeNull();
    unmount();
  });

  it('a visit without the mark shows nothing', async () => {
    render(<AppProvider>{null}</AppProvider>);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
