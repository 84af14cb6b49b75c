import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSearchQuery } from '@/features/search/utils/parse-query';
import { routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { SearchScreen } from './search-screen';

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const fan = (i: number) => ({
  id: `fan-${i}`,
  displayName: `Bret ${i}`,
  handle: `bret_${i}`,
  bio: `Bio ${i}`,
  profileImageUrl: null,
});

function answer(routes: Parameters<typeof routeFetch>[0]) {
  fetchMock.mockImplementation(routeFetch(routes));
  vi.stubGlobal('fetch', fetchMock);
}

/** Lets a test say when the infinite-scroll sentinel comes into view. */
function stubIntersection() {
  const shown: { show: () => void } = { show: () => undefined };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        shown.show = () => callback([{ isIntersecting: true }]);
      }
      observe() {}
      disconnect() {}
    },
  );
  return shown;
}

function renderSearch(query: string, onSearch = vi.fn()) {
  const result = renderWithProviders(
    <SearchScreen
      query={query}
      renderSuggestions={() => <p>suggestions here</p>}
      renderHashtagPosts={(tag, empty) => (
        <div>
          posts of {tag}
          {empty}
        </div>
      )}
      onSearch={onSearch}
    />,
    { route: '/search' },
  );
  return { ...result, onSearch, box: screen.getByRole('textbox', { name: 'Search users or hashtags' }) };
}

describe('parseSearchQuery', () => {
  it('tells hashtag, user and empty queries apart', () => {
    expect(parseSearchQuery('  ')).toEqual({ kind: 'none' });
    expect(parseSearchQuery('#WrestleMania')).toEqual({ kind: 'hashtag', tag: 'wrestlemania' });
    expect(parseSearchQuery('#')).toEqual({ kind: 'hashtag', tag: null });
    expect(parseSearchQuery('# spaced out')).toEqual({ kind: 'hashtag', tag: null });
    expect(parseSearchQuery(' Sting ')).toEqual({ kind: 'users', text: 'Sting' });
  });
});

describe('SearchScreen', () => {
  it('without a query shows "Suggested Users to Follow" and the placeholder', () => {
    const { box } = renderSearch('');
    expect(box).toHaveAttribute('placeholder', 'Search users or #hashtags...');
    expect(screen.getByRole('heading', { name: 'Suggested Users to Follow' })).toBeInTheDocument();
    expect(screen.getByText('suggestions here')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('a "#" query opens the Posts tab with Users disabled, and an empty result says so', () => {
    renderSearch('#Sting');
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Users' })).toBeDisabled();
    expect(screen.getByText(/posts of sting/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Posts Found' })).toBeInTheDocument();
    expect(screen.getByText('No posts found for hashtag #sting.')).toBeInTheDocument();
  });

  it('a plain query selects the Users tab and lists the fans found, each linking to the profile', async () => {
    answer({ 'GET /api/users/search?q=bret&limit=20&offset=0': () => jsonResponse([1, 2].map(fan)) });
    renderSearch('bret');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Users' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getAllByTestId('user-skeleton')).toHaveLength(12);
    const list = await screen.findByRole('list', { name: 'User results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: /Bret 2/ })).toHaveAttribute('href', '/profile/fan-2');
    expect(within(list).getByText('@bret_1')).toBeInTheDocument();
    expect(within(list).getByText('Bio 1')).toBeInTheDocument();
  });

  it('clicking a user result opens /profile/{id}', async () => {
    answer({ 'GET /api/users/search?q=bret&limit=20&offset=0': () => jsonResponse([fan(7)]) });
    const { user } = renderSearch('bret');
    await user.click(await screen.findByRole('link', { name: /Bret 7/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile\/fan-7$/);
  });

  it('says "No Users Found" with the query when nobody matches', async () => {
    answer({ 'GET /api/users/search?q=Nobody%20Here&limit=20&offset=0': () => jsonResponse([]) });
    renderSearch('Nobody Here');
    expect(await screen.findByRole('heading', { name: 'No Users Found' })).toBeInTheDocument();
    expect(screen.getByText('No users match your search query "Nobody Here".')).toBeInTheDocument();
  });

  it('loads 20 more at offset 20 when the sentinel shows, and stops after a short page', async () => {
    const sentinel = stubIntersection();
    let release: (r: Response) => void = () => undefined;
    answer({
      'GET /api/users/search?q=bret&limit=20&offset=0': () =>
        jsonResponse(Array.from({ length: 20 }, (_, i) => fan(i))),
      'GET /api/users/search?q=bret&limit=20&offset=20': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    renderSearch('bret');
    const list = await screen.findByRole('list', { name: 'User results' });
    sentinel.show();
    expect(await screen.findByText('Loading more users...')).toBeInTheDocument();
    release(jsonResponse([fan(20), fan(21)]));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(22));
    sentinel.show();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('submitting the same plain query again refetches the users without a new history entry', async () => {
    answer({ 'GET /api/users/search?q=bret&limit=20&offset=0': () => jsonResponse([fan(1)]) });
    const { user } = renderSearch('bret');
    await screen.findByRole('list', { name: 'User results' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=bret');
  });

  it('the Posts tab of a plain query explains hashtag search, and Users comes back on submit', async () => {
    answer({ 'GET /api/users/search?q=bret&limit=20&offset=0': () => jsonResponse([fan(1)]) });
    const { user } = renderSearch('bret');
    await user.click(screen.getByRole('tab', { name: 'Posts' }));
    expect(screen.getByRole('heading', { name: 'Search posts by hashtag' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  });

  it('submits non-blank text to /search?q=, and a blank submit does nothing', async () => {
    const { user, box, onSearch } = renderSearch('');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search$/);
    await user.clear(box);
    await user.type(box, '#Hell in a Cell');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('#Hell in a Cell');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=%23Hell%20in%20a%20Cell');
  });
});
