import type { TrendingHashtag } from '@shared/schemas/trending';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trendingKeys } from '@/features/trending/api/trending-keys';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { TrendingSidebar } from './trending-sidebar';

const tags: TrendingHashtag[] = [
  'Raw',
  'SmackDown',
  'WrestleMania',
  'RoyalRumble',
  'SummerSlam',
  'AEW',
  'NXT',
].map((name, i) => ({
  id: `tag-${i}`,
  name,
  postCount: i === 0 ? 1 : 10 * (7 - i),
  recentPostCount: 1,
  score: 9 - i,
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('TrendingSidebar (the home screen’s trending hashtags)', () => {
  it('lists the first 5 of GET /api/hashtags/trending: rank, #name, post count, a link to the hashtag', async () => {
    fetchMock.mockResolvedValue(jsonResponse(tags));
    renderWithProviders(<TrendingSidebar />);
    const list = await screen.findByRole('list', { name: 'Trending hashtags' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/hashtag/Raw',
      '/hashtag/SmackDown',
      '/hashtag/WrestleMania',
      '/hashtag/RoyalRumble',
      '/hashtag/SummerSlam',
    ]);
    expect(items[0]).toHaveTextContent(/^1#Raw1 post$/);
    expect(items[1]).toHaveTextContent(/^2#SmackDown60 posts$/);
    expect(items[4]).toHaveTextContent(/^5#SummerSlam30 posts$/);
    expect(screen.queryByText('#AEW')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/hashtags/trending',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
    expect(screen.getByRole('link', { name: 'Trending & Discovery' })).toHaveAttribute('href', '/trending');
  });

  it('is cached 5 minutes', async () => {
    fetchMock.mockResolvedValue(jsonResponse(tags));
    const { queryClient } = renderWithProviders(<TrendingSidebar />);
    await screen.findByRole('list', { name: 'Trending hashtags' });
    const query = queryClient.getQueryCache().find({ queryKey: trendingKeys.homeHashtags, exact: true });
    expect(query?.options).toMatchObject({ staleTime: 5 * 60_000 });
  });

  it('shows a small skeleton while loading', () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<TrendingSidebar />);
    expect(screen.getAllByTestId('trending-sidebar-skeleton')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Trending & Discovery' })).toBeInTheDocument();
  });

  it('says so when nothing is trending, or when the list could not load', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([]));
    const { unmount } = renderWithProviders(<TrendingSidebar />);
    expect(await screen.findByText('No trending hashtags yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trending & Discovery' })).toBeInTheDocument();
    unmount();

    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'boom' }, 500));
    renderWithProviders(<TrendingSidebar />);
    expect(await screen.findByText('Trends could not be loaded right now.')).toBeInTheDocument();
  });
});
