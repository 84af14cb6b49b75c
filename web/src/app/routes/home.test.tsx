import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';

/** Home with Spoiler Guard's banner (docs/spoilers.md), drawn after the first screen. */

const SHOW = '01J0000000000000000000RAW1';
const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('/ with Spoiler Guard', () => {
  it("says a followed show is on, with the buttons, once home's first screen is drawn", async () => {
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
    const banner = await screen.findByRole('region', { name: SPOILER_TEXTS.settingsHeading });
    expect(banner).toHaveTextContent('Raw is on:');
    expect(within(banner).getByRole('button', { name: 'Watching later' })).toBeInTheDocument();
    // The feed was asked first: the banner's calendar waits for the first screen.
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    await waitFor(() => expect(urls.indexOf('/api/posts/feed')).toBeGreaterThanOrEqual(0));
    expect(urls.findIndex((u) => u.startsWith('/api/shows?'))).toBeGreaterThan(
      urls.indexOf('/api/posts/feed'),
    );
    expect(urls.find((u) => u.startsWith('/api/shows?'))).toMatch(/following=true/);
  });
});
