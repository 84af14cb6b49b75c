import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/dates';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { BlockedAccounts, MutedAccounts } from './blocked-muted-sections';

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const fan = (id: string, handle: string) => ({
  id,
  handle,
  displayName: `Fan ${handle}`,
  bio: '',
  profileImageUrl: null,
});
const withCursor = (body: unknown, cursor: string) => {
  const res = jsonResponse(body);
  res.headers.set('x-next-cursor', cursor);
  return res;
};

describe('Settings: blocked accounts', () => {
  it('lists the blocked fans a page at a time, each with Unblock', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/blocks')
        return withCursor([{ user: fan('a', 'alpha'), blockedAt: '2026-01-01T00:00:00Z' }], 'a');
      if (url === '/api/blocks?cursor=a')
        return jsonResponse([{ user: fan('b', 'bravo'), blockedAt: '2026-01-02T00:00:00Z' }]);
      if (init?.method === 'DELETE') return jsonResponse({ userId: 'a', blocked: false });
      return jsonResponse([]);
    });
    renderWithProviders(<BlockedAccounts />);
    const list = await screen.findByRole('list', { name: 'Blocked accounts' });
    expect(within(list).getByText('Fan alpha')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Fan bravo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock @alpha' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/blocks/a', expect.objectContaining({ method: 'DELETE' })),
    );
  });

  it('says so when nobody is blocked', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(jsonResponse([]));
    renderWithProviders(<BlockedAccounts />);
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  });
});

describe('Settings: muted accounts', () => {
  it('lists the muted fans with when each mute ends, and Unmute', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/mutes')
        return jsonResponse([
          { user: fan('a', 'alpha'), mutedUntil: '2030-05-01T12:00:00.000Z' },
          { user: fan('b', 'bravo'), mutedUntil: null },
        ]);
      if (init?.method === 'DELETE') return jsonResponse({ userId: 'b', muted: false, mutedUntil: null });
      return jsonResponse([]);
    });
    renderWithProviders(<MutedAccounts />);
    const list = await screen.findByRole('list', { name: 'Muted accounts' });
    // A mute's end worded as everywhere else ("Muted until ...", "Muted" for ever).
    expect(
      within(list).getByText(`@alpha · Muted until ${formatDateTime('2030-05-01T12:00:00.000Z')}`),
    ).toBeInTheDocument();
    expect(within(list).getByText(/^@alpha · Muted until Wed, May 1, 2030, /)).toBeInTheDocument();
    expect(within(list).getByText('@bravo · Muted')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unmute @bravo' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/mutes/b', expect.objectContaining({ method: 'DELETE' })),
    );
  });
});
