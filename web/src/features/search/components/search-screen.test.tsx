import type { SearchAll } from '@shared/schemas/search';
import { screen, waitFor, within } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSearchQuery } from '@/features/search/utils/parse-query';
import { formatShowTime } from '@/lib/dates';
import { routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { SearchScreen, searchTabOf } from './search-screen';

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

/** The search screen as its route composes it: the query and the tab from the address. */
function SearchAt({ onSearch }: { onSearch: (q: string) => void }) {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  return (
    <SearchScreen
      key={query}
      query={query}
      tab={params.get('tab')}
      renderSuggestions={() => <p>suggestions here</p>}
      renderHashtagPosts={(tag, empty) => (
        <div>
          posts of {tag}
          {empty}
        </div>
      )}
      renderWrestling={(q) => <p>wrestling results for {q}</p>}
      onSearch={onSearch}
    />
  );
}

/** The screen at /search?q={query}[&tab=...] (a raw address when it starts with "/"). */
function renderSearch(query: string, onSearch = vi.fn()) {
  const route = query.startsWith('/') ? query : query ? `/search?q=${encodeURIComponent(query)}` : '/search';
  const result = renderWithProviders(<SearchAt onSearch={onSearch} />, { route });
  return { ...result, onSearch, box: screen.getByRole('combobox', { name: 'Search users or hashtags' }) };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const location = () => screen.getByTestId('location');

const RHEA = {
  id: '01JRHEA0000000000000000000',
  kind: 'wrestler' as const,
  slug: 'rhea-ripley',
  name: 'Rhea Ripley',
  colors: { primary: '#d50000', secondary: '#ffffff' },
};
const AEW = {
  id: '01JAEW00000000000000000000',
  kind: 'promotion' as const,
  slug: 'aew',
  name: 'All Elite Wrestling',
  shortName: 'AEW',
  colors: { primary: '#212121', secondary: '#c9a227' },
};
const RAW_AT = '2026-11-24T01:00:00.000Z';
const RAW = {
  id: '01JRAW00000000000000000000',
  kind: 'show' as const,
  slug: 'wwe-raw-2026-11-23',
  name: 'WWE Raw',
  colors: { primary: '#d50000', secondary: '#ffffff' },
  startsAt: RAW_AT,
  status: 'finished' as const,
};
const everything = (over: Partial<SearchAll> = {}): SearchAll => ({
  entities: [RHEA, RAW],
  users: [{ id: 'fan-9', displayName: 'Rhea Fan', handle: 'mami_fan', bio: '', profileImageUrl: null }],
  hashtags: [{ name: 'rhearipley', postCount: 12 }],
  ...over,
});

describe('parseSearchQuery', () => {
  it('tells hashtag, user and empty queries apart', () => {
    expect(parseSearchQuery('  ')).toEqual({ kind: 'none' });
    expect(parseSearchQuery('#WrestleMania')).toEqual({ kind: 'hashtag', tag: 'wrestlemania' });
    expect(parseSearchQuery('#')).toEqual({ kind: 'hashtag', tag: null });
    expect(parseSearchQuery('# spaced out')).toEqual({ kind: 'hashtag', tag: null });
    expect(parseSearchQuery(' Sting ')).toEqual({ kind: 'users', text: 'Sting' });
  });

  it('chooses the tab: a "#" query\'s is Posts, else the address\'s, else All', () => {
    const plain = parseSearchQuery('rhea');
    expect(searchTabOf(plain, null)).toBe('all');
    expect(searchTabOf(plain, 'wrestling')).toBe('wrestling');
    expect(searchTabOf(plain, 'users')).toBe('users');
    expect(searchTabOf(plain, 'bogus')).toBe('all');
    expect(searchTabOf(plain, 'wrestling', false)).toBe('all');
    expect(searchTabOf(parseSearchQuery('#raw'), 'users')).toBe('posts');
  });
});

describe('SearchScreen', () => {
  it('without a query shows "Suggested Users to Follow", the placeholder and what search finds', () => {
    const { box } = renderSearch('');
    expect(box).toHaveAttribute('placeholder', 'Search users or #hashtags...');
    expect(screen.getByRole('heading', { name: 'Search & Discovery' })).toBeInTheDocument();
    expect(
      screen.getByText('Find fans, wrestlers, promotions, shows and the posts behind every #hashtag.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Suggested Users to Follow' })).toBeInTheDocument();
    expect(screen.getByText('suggestions here')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('a "#" query opens the Posts tab with the other tabs disabled (whatever the address asks), and an empty result says so', () => {
    renderSearch(`/search?q=${encodeURIComponent('#Sting')}&tab=users`);
    expect(tab('Posts')).toHaveAttribute('aria-selected', 'true');
    for (const name of ['All', 'Users', 'Wrestling']) expect(tab(name)).toBeDisabled();
    expect(screen.getByText(/posts of sting/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Posts Found' })).toBeInTheDocument();
    expect(screen.getByText('No posts found for hashtag #sting.')).toBeInTheDocument();
  });

  it('a plain query opens All: the wrestler, the fans and the hashtags together, each a link', async () => {
    answer({ 'GET /api/search?q=rhea': () => jsonResponse(everything()) });
    renderSearch('rhea');
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Users')).toBeEnabled();
    const wrestling = await screen.findByRole('list', { name: 'Wrestling' });
    expect(within(wrestling).getByRole('link', { name: /Rhea Ripley/ })).toHaveAttribute(
      'href',
      '/wrestlers/rhea-ripley',
    );
    expect(within(wrestling).getByText('Wrestler')).toBeInTheDocument();
    // A show: its start in the fan's zone and its status, so same-name shows tell apart.
    const raw = within(wrestling).getByRole('link', { name: /WWE Raw/ });
    expect(raw).toHaveAttribute('href', `/shows/${RAW.id}`);
    expect(raw).toHaveTextContent(`Show · ${formatShowTime(RAW_AT)} · Finished`);
    const users = screen.getByRole('list', { name: 'Users' });
    expect(within(users).getByRole('link', { name: /Rhea Fan/ })).toHaveAttribute('href', '/profile/fan-9');
    expect(within(users).getByText('@mami_fan')).toBeInTheDocument();
    const hashtags = screen.getByRole('list', { name: 'Hashtags' });
    expect(within(hashtags).getByRole('link', { name: /#rhearipley/ })).toHaveAttribute(
      'href',
      '/hashtag/rhearipley',
    );
    expect(within(hashtags).getByText('12 posts')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No Users Found' })).not.toBeInTheDocument();
  });

  it('"See all" opens that kind\'s tab, in the address', async () => {
    answer({ 'GET /api/search?q=rhea': () => jsonResponse(everything()) });
    const { user } = renderSearch('rhea');
    await user.click(await screen.findByRole('button', { name: 'See all wrestling results' }));
    expect(location()).toHaveTextContent(/^\/search\?q=rhea&tab=wrestling$/);
    expect(tab('Wrestling')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('wrestling results for rhea')).toBeInTheDocument();
  });

  it('All says "No Results" with the query when nothing of any kind matches', async () => {
    answer({ 'GET /api/search?q=zzq': () => jsonResponse({ entities: [], users: [], hashtags: [] }) });
    renderSearch('zzq');
    expect(await screen.findByRole('heading', { name: 'No Results' })).toBeInTheDocument();
    expect(
      screen.getByText('Nothing matches "zzq". Try a name, a short name like AEW, or a #hashtag.'),
    ).toBeInTheDocument();
  });

  it('takes its tab from the address, and a tab click puts it there (All: no tab)', async () => {
    answer({
      'GET /api/search?q=rhea': () => jsonResponse(everything()),
      'GET /api/users/search?q=rhea&limit=20&offset=0': () => jsonResponse([fan(1)]),
    });
    const { user } = renderSearch('/search?q=rhea&tab=wrestling');
    expect(tab('Wrestling')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('wrestling results for rhea')).toBeInTheDocument();
    await user.click(tab('Users'));
    expect(location()).toHaveTextContent(/^\/search\?q=rhea&tab=users$/);
    expect(tab('Users')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('list', { name: 'User results' })).toBeInTheDocument();
    await user.click(tab('All'));
    expect(location()).toHaveTextContent(/^\/search\?q=rhea$/);
    expect(await screen.findByRole('list', { name: 'Wrestling' })).toBeInTheDocument();
  });

  it('the Users tab lists the fans found, 12 skeletons first, each linking to the profile', async () => {
    answer({ 'GET /api/users/search?q=bret&limit=20&offset=0': () => jsonResponse([1, 2].map(fan)) });
    renderSearch('/search?q=bret&tab=users');
    expect(tab('Users')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Posts')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getAllByTestId('user-skeleton')).toHaveLength(12);
    const list = await screen.findByRole('list', { name: 'User results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: /Bret 2/ })).toHaveAttribute('href', '/profile/fan-2');
    expect(within(list).getByText('@bret_1')).toBeInTheDocument();
    expect(within(list).getByText('Bio 1')).toBeInTheDocument();
  });

  it('clicking a user result opens /profile/{id}', async () => {
    answer({ 'GET /api/users/search?q=bret&limit=20&offset=0': () => jsonResponse([fan(7)]) });
    const { user } = renderSearch('/search?q=bret&tab=users');
    await user.click(await screen.findByRole('link', { name: /Bret 7/ }));
    expect(location()).toHaveTextContent(/^\/profile\/fan-7$/);
  });

  it('says "No Users Found" with the query when nobody matches', async () => {
    answer({ 'GET /api/users/search?q=Nobody%20Here&limit=20&offset=0': () => jsonResponse([]) });
    renderSearch(`/search?q=${encodeURIComponent('Nobody Here')}&tab=users`);
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
    renderSearch('/search?q=bret&tab=users');
    const list = await screen.findByRole('list', { name: 'User results' });
    sentinel.show();
    expect(await screen.findByText('Loading more users...')).toBeInTheDocument();
    release(jsonResponse([fan(20), fan(21)]));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(22));
    sentinel.show();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('submitting the same plain query again refetches its results without a new history entry', async () => {
    answer({ 'GET /api/search?q=bret': () => jsonResponse(everything()) });
    const { user } = renderSearch('bret');
    await screen.findByRole('list', { name: 'Wrestling' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(location()).toHaveTextContent(/^\/search\?q=bret$/);
  });

  it("a submit from another tab goes back to the query's own tab (SPEC 4)", async () => {
    answer({ 'GET /api/search?q=bret': () => jsonResponse(everything()) });
    const { user } = renderSearch('/search?q=bret&tab=posts');
    expect(tab('Posts')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Search posts by hashtag' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toHaveTextContent(/^\/search\?q=bret$/);
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
  });

  it('submits non-blank text to /search?q=, and a blank submit does nothing', async () => {
    answer({ 'GET /api/search?q=%23hell%20in%20a%20cell': () => jsonResponse(everything()) });
    const { user, box, onSearch } = renderSearch('');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(location()).toHaveTextContent(/^\/search$/);
    await user.clear(box);
    await user.type(box, '#Hell in a Cell');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('#Hell in a Cell');
    expect(location()).toHaveTextContent('/search?q=%23Hell%20in%20a%20Cell');
  });
});

describe('the search box suggests as the fan types', () => {
  const suggestions = () => screen.findByRole('listbox', { name: 'Search suggestions' });

  it('lists wrestling, fans and hashtags once the text rests, and a click opens one', async () => {
    answer({ 'GET /api/search?q=rhea': () => jsonResponse(everything()) });
    const { user, box } = renderSearch('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'rhea');
    const list = await suggestions();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(await within(list).findByRole('option', { name: /Rhea Ripley/ })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Wrestling' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Users' })).toHaveTextContent('@mami_fan');
    expect(within(list).getByRole('group', { name: 'Hashtags' })).toHaveTextContent('#rhearipley12 posts');
    expect(within(list).getByRole('option', { name: /WWE Raw/ })).toHaveTextContent(
      `Show · ${formatShowTime(RAW_AT)} · Finished`,
    );
    expect(within(list).getByRole('option', { name: 'See all results for "rhea"' })).toBeInTheDocument();
    // Asked once, after the typing stopped (not once per key).
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(['/api/search?q=rhea']);
    await user.click(within(list).getByRole('option', { name: /Rhea Fan/ }));
    expect(location()).toHaveTextContent(/^\/profile\/fan-9$/);
  });

  it('arrow keys move through the options (aria-activedescendant), Enter opens the one chosen', async () => {
    answer({
      'GET /api/search?q=aew': () => jsonResponse(everything({ entities: [AEW], users: [], hashtags: [] })),
    });
    const { user, box } = renderSearch('');
    await user.type(box, 'aew');
    const list = await suggestions();
    const aew = await within(list).findByRole('option', { name: /All Elite Wrestling/ });
    const all = within(list).getByRole('option', { name: 'See all results for "aew"' });
    expect(aew).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', aew.id);
    expect(aew).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', all.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', aew.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', all.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(location()).toHaveTextContent(/^\/promotions\/aew$/);
  });

  it('Escape closes the list (ArrowDown opens it again); Enter with nothing chosen submits the search', async () => {
    answer({
      'GET /api/search?q=aew': () => jsonResponse(everything({ entities: [AEW], users: [], hashtags: [] })),
    });
    const { user, box } = renderSearch('');
    await user.type(box, 'aew');
    await within(await suggestions()).findByRole('option', { name: /All Elite Wrestling/ });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('aew');
    await user.keyboard('{ArrowDown}');
    expect(await suggestions()).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent(/^\/search\?q=aew$/);
  });
});
