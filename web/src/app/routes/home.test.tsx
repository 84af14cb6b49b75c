import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';

/** Home with Spoiler Guard's banner (docs/spoilers.md), drawn once the fan acts, not with the first load. */

const SHOW = '01J0000000000000000000RAW1';
const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('/ with Spoiler Guard', () => {
  it('says a followed show is on, with the buttons, once the fan acts on home (not with the first load)', async () => {
    const now = Date.now();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/shows?'))
        return jsonResponse({
          shows: [
            {
              id: SHOW,
              kind: 'show',
              slug: 'raw',
              name: 'Raw',
              colors: { primary: '#d50000', secondary: '#ffffff' },
              followerCount: 0,
              demo: false,
              externalIds: {},
              promotion: null,
              status: 'live',
              startsAt: new Date(now - 3600_000).toISOString(),
              endsAt: new Date(now + 7200_000).toISOString(),
            },
          ],
        });
      if (url === `/api/shows/${SHOW}/watch`)
        return jsonResponse({ showId: SHOW, status: null, protected: true, revealAt: null });
      return jsonResponse([]);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AppRoutes session={{ status: 'complete', user: makeUser() }} />, { route: '/' });
    const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
    await waitFor(() => expect(urls()).toContain('/api/posts/feed'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nothing of the banner with the first load.
    expect(urls().some((u) => u.startsWith('/api/shows'))).toBe(false);
    expect(screen.queryByRole('region', { name: SPOILER_TEXTS.settingsHeading })).toBeNull();
    fireEvent.pointerMove(window);
    const banner = await screen.findByRole('region', { name: SPOILER_TEXTS.settingsHeading });
    expect(banner).toHaveTextContent('Raw is on:');
    expect(within(banner).getByRole('button', { name: 'Watching later' })).toBeInTheDocument();
    expect(urls().find((u) => u.startsWith('/api/shows?'))).toMatch(/following=true/);
  });
});
