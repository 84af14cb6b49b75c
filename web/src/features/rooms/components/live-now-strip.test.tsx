import { ROOM_TEXTS } from '@shared/messages-rooms';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import LiveNowStrip from './live-now-strip';

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});
const room = (showId: string, showName: string) => ({
  showId,
  showName,
  promotionId: '01J000000000000000000PROMO',
  startsAt: '2026-11-28T01:00:00.000Z',
  closesAt: '2026-11-28T07:00:00.000Z',
});

describe("home's Live now strip", () => {
  it('links to each open room of a followed promotion, and is nothing when none is open', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/rooms/live': () =>
          jsonResponse({
            rooms: [
              room('01J00000000000000000000RAW', 'Raw'),
              room('01J0000000000000000000DYNA', 'Dynamite'),
            ],
          }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = renderWithProviders(<LiveNowStrip />);
    const strip = await screen.findByRole('region', { name: ROOM_TEXTS.liveNow });
    expect(strip).toBeVisible();
    expect(screen.getByRole('link', { name: 'Raw' })).toHaveAttribute(
      'href',
      '/shows/01J00000000000000000000RAW/live',
    );
    expect(screen.getByRole('link', { name: 'Dynamite' })).toBeVisible();
    unmount();
    fetchMock.mockImplementation(routeFetch({ 'GET /api/rooms/live': () => jsonResponse({ rooms: [] }) }));
    renderWithProviders(<LiveNowStrip />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('region', { name: ROOM_TEXTS.liveNow })).toBeNull();
  });
});
