import { NEXT_CURSOR_HEADER } from '@shared/constants';
import type { TrendingHashtag, TrendingPost, TrendingUser } from '@shared/schemas/trending';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { makePost } from '@/testing/posts';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';

const me = makeUser();

const hashtag = (overrides: Partial<TrendingHashtag> = {}): TrendingHashtag => ({
  id: 'tag-wm',
  name: 'WrestleMania',
  postCount: 120,
  recentPostCount: 15,
  score: 42.6,
  ...overrides,
});

const creator = (overrides: Partial<TrendingUser> = {}): TrendingUser => ({
  id: 'fan-bret',
  handle: 'hitman',
  displayName: 'Bret Hart',
  bio: 'The best there is, the best there was, the best there ever will be.',
  profileImageUrl: null,
  postCount: 7,
  totalEngagement: 88,
  followerCount: 1234,
  ...overrides,
});

const trendingPost = (overrides: Partial<TrendingPost> = {}): TrendingPost => ({
  ...makePost(),
  engagementScore: 12,
  ...overrides,
});

/** A page of posts, with the next page's cursor in X-Next-Cursor when there is one. */
const page = (body: unknown, nextCursor?: string) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      ...(nextCursor === undefined ? {} : { [NEXT_CURSOR_HEADER]: nextCursor }),
    },
  });

type Handler = () => Response | Promise<Response>;
/** Answers by exact URL; the home sidebar and the layout's calls answer empty lists. */
const fetchMock = vi.fn<typeof fetch>();
function answer(routes: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = routes[key] ?? routes[url];
    if (handler) return handler();
    if (url.startsWith('/api/notifications')) return jsonResponse([]);
    if (url.startsWith('/api/trending/wrestlers')) return jsonResponse([]);
    throw new Error(`Unexpected request ${key}`);
  });
}
const requested = (url: string) => fetchMock.mock.calls.filter(([u]) => u === url).length;

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** Back and forward buttons standing in for the browser's. */
function History() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Forward
      </button>
    </>
  );
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <AppRoutes session={{ status: 'complete', user: me }} />
      <History />
    </>,
    { route },
  );
}

const location = () => screen.getByTestId('location');
const tab = (name: string) => screen.findByRole('tab', { name });
const timeframe = (name: string) => screen.getByRole('button', { name });

const HASHTAGS = (tf = 'day') => `/api/trending/hashtags?timeframe=${tf}`;
const CONTENT = (tf = 'day') => `/api/trending/content?timeframe=${tf}`;
const USERS = (tf = 'day') => `/api/trending/users?timeframe=${tf}`;
const DISCOVERY = (tf = 'day') => `/api/discovery?timeframe=${tf}`;

describe('/trending: the timeframe and the tab live in the address', () => {
  it('opens on Trending Hashtags for 24 Hours, with four tabs and three timeframes', async () => {
    answer({ [HASHTAGS()]: () => jsonResponse([]) });
    renderAt('/trending');
    expect(
      await screen.findByRole('heading', { name: 'Trending & Discovery', level: 1 }),
    ).toBeInTheDocument();
    expect(await tab('Trending Hashtags')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Trending Hashtags',
      'Popular Content',
      'Popular Creators',
      'Discovery Feed',
    ]);
    const group = screen.getByRole('group', { name: 'Timeframe' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['24 Hours', '7 Days', '30 Days']);
    expect(timeframe('24 Hours')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requested(HASHTAGS('day'))).toBe(1));
  });

  it('shows "Wrestlers trending now" under the hashtags, each linking to the wrestler with its fans', async () => {
    answer({
      [HASHTAGS('day')]: () => jsonResponse([hashtag({ name: 'Raw' })]),
      '/api/trending/wrestlers?timeframe=day': () =>
        jsonResponse([
          {
            entity: {
              id: '01JRHEA0000000000000000001',
              kind: 'wrestler',
              slug: 'rhea-ripley',
              name: 'Rhea Ripley',
              colors: { primary: '#d32f2f', secondary: '#ffffff' },
            },
            fanCount: 12,
            postCount: 30,
          },
        ]),
    });
    renderAt('/trending');
    const section = await screen.findByRole('region', { name: 'Wrestlers trending now' });
    expect(within(section).getByRole('link', { name: 'Rhea Ripley · 12 fans' })).toHaveAttribute(
      'href',
      '/wrestlers/rhea-ripley',
    );
  });

  it('a timeframe and a tab chosen are history entries: back and forward restore them', async () => {
    answer({
      [HASHTAGS('day')]: () => jsonResponse([hashtag({ name: 'Raw' })]),
      [HASHTAGS('week')]: () => jsonResponse([hashtag({ name: 'SummerSlam' })]),
      [USERS('week')]: () => jsonResponse([creator()]),
    });
    const { user } = renderAt('/trending');
    expect(await screen.findByText('#Raw')).toBeInTheDocument();

    await user.click(timeframe('7 Days'));
    expect(location()).toHaveTextContent(/^\/trending\?timeframe=week$/);
    expect(timeframe('7 Days')).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('#SummerSlam')).toBeInTheDocument();

    await user.click(await tab('Popular Creators'));
    expect(location()).toHaveTextContent(/^\/trending\?timeframe=week&tab=creators$/);
    expect(await screen.findByText('Bret Hart')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/trending\?timeframe=week$/));
    expect(await tab('Trending Hashtags')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('#SummerSlam')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/trending$/));
    expect(timeframe('24 Hours')).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('#Raw')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Forward' }));
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/trending\?timeframe=week&tab=creators$/));
    expect(await tab('Popular Creators')).toHaveAttribute('aria-selected', 'true');
    expect(timeframe('7 Days')).toHaveAttribute('aria-pressed', 'true');
  });

  it('a shared link opens its tab and timeframe; unknown values fall back to the defaults', async () => {
    answer({ [USERS('month')]: () => jsonResponse([]), [HASHTAGS('day')]: () => jsonResponse([]) });
    renderAt('/trending?tab=creators&timeframe=month');
    expect(await tab('Popular Creators')).toHaveAttribute('aria-selected', 'true');
    expect(timeframe('30 Days')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requested(USERS('month'))).toBe(1));
  });

  it('?tab=bogus&timeframe=year is the 24-hour hashtags', async () => {
    answer({ [HASHTAGS('day')]: () => jsonResponse([]) });
    renderAt('/trending?tab=bogus&timeframe=year');
    expect(await tab('Trending Hashtags')).toHaveAttribute('aria-selected', 'true');
    expect(timeframe('24 Hours')).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('No trending hashtags found for this timeframe')).toBeInTheDocument();
    expect(requested(HASHTAGS('day'))).toBe(1);
  });
});

describe('Trending Hashtags', () => {
  it('shows six skeleton cards while loading', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderAt('/trending');
    expect(await screen.findAllByTestId('hashtag-skeleton')).toHaveLength(6);
  });

  it('shows ranked cards: rank, #name, total and recent posts, the rounded score, a link to the hashtag', async () => {
    answer({
      [HASHTAGS()]: () =>
        jsonResponse([
          hashtag(),
          hashtag({ id: 'tag-2', name: 'RoyalRumble', postCount: 1, recentPostCount: 0, score: 7.2 }),
        ]),
    });
    renderAt('/trending');
    const list = await screen.findByRole('list', { name: 'Trending Hashtags' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/hashtag/WrestleMania');
    expect(within(first as HTMLElement).getByText('#1')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole('heading', { name: '#WrestleMania' })).toBeInTheDocument();
    expect(first).toHaveTextContent('120total posts');
    expect(first).toHaveTextContent('15recent posts');
    expect(first).toHaveTextContent('43score');
    expect(second).toHaveAttribute('href', '/hashtag/RoyalRumble');
    expect(second).toHaveTextContent('#2');
    expect(second).toHaveTextContent('7score');
  });

  it('shows "No trending hashtags found for this timeframe" when there are none', async () => {
    answer({ [HASHTAGS('week')]: () => jsonResponse([]) });
    renderAt('/trending?timeframe=week');
    expect(await screen.findByText('No trending hashtags found for this timeframe')).toBeInTheDocument();
  });

  it('shows an error card whose Try Again asks again', async () => {
    let fail = true;
    answer({
      [HASHTAGS()]: () => (fail ? jsonResponse({ message: 'boom' }, 500) : jsonResponse([hashtag()])),
    });
    const { user } = renderAt('/trending');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The trending hashtags could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('#WrestleMania')).toBeInTheDocument();
    expect(requested(HASHTAGS())).toBe(2);
  });
});

describe('Popular Creators', () => {
  it('shows six skeleton cards while loading', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderAt('/trending?tab=creators');
    expect(await screen.findAllByTestId('creator-skeleton')).toHaveLength(6);
  });

  it('shows ranked cards: avatar, name, @handle, bio, posts, engagement, followers, a link to the profile', async () => {
    answer({
      [USERS()]: () =>
        jsonResponse([
          creator({ profileImageUrl: 'https://cdn.example/bret.png' }),
          creator({ id: 'fan-2', displayName: '', handle: '', bio: '', totalEngagement: 3.4 }),
        ]),
    });
    renderAt('/trending?tab=creators');
    const list = await screen.findByRole('list', { name: 'Popular Creators' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/profile/fan-bret');
    expect(first).toHaveTextContent('#1');
    expect(within(first as HTMLElement).getByRole('img', { name: 'Bret Hart' })).toHaveAttribute(
      'src',
      'https://cdn.example/bret.png',
    );
    expect(first).toHaveTextContent('Bret Hart');
    expect(first).toHaveTextContent('@hitman');
    expect(first).toHaveTextContent('The best there is, the best there was');
    expect(first).toHaveTextContent('7posts');
    expect(first).toHaveTextContent('88engagement');
    expect(first).toHaveTextContent('1234followers');
    // Blank names and handles show the spec's fallbacks.
    expect(second).toHaveAttribute('href', '/profile/fan-2');
    expect(second).toHaveTextContent('#2');
    expect(second).toHaveTextContent('Wrestling Fan');
    expect(second).toHaveTextContent('WF'); // the avatar's initials
    expect(second).toHaveTextContent('@user');
    expect(second).toHaveTextContent('3engagement');
  });

  it('shows "No popular creators found for this timeframe" when there are none', async () => {
    answer({ [USERS()]: () => jsonResponse([]) });
    renderAt('/trending?tab=creators');
    expect(await screen.findByText('No popular creators found for this timeframe')).toBeInTheDocument();
  });

  it('shows an error card whose Try Again asks again', async () => {
    let fail = true;
    answer({ [USERS()]: () => (fail ? jsonResponse({ message: 'boom' }, 500) : jsonResponse([creator()])) });
    const { user } = renderAt('/trending?tab=creators');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The popular creators could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Bret Hart')).toBeInTheDocument();
    expect(requested(USERS())).toBe(2);
  });
});

describe('Popular Content', () => {
  it('shows three skeleton cards while loading', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderAt('/trending?tab=content');
    expect(await screen.findAllByTestId('post-skeleton')).toHaveLength(3);
  });

  it('shows the feed’s post cards, each with its "{score} engagement" badge; a Pop counts on the card', async () => {
    const mine = trendingPost({ id: 'p-mine', authorId: me.id, authorDisplayName: 'Stone Cold Fan' });
    answer({
      [CONTENT('week')]: () =>
        jsonResponse([trendingPost({ popCount: 2, engagementScore: 12 }), { ...mine, engagementScore: 5 }]),
      'POST /api/reactions': () => jsonResponse({ added: true, popCount: 3 }),
    });
    const { user } = renderAt('/trending?tab=content&timeframe=week');
    const post = await screen.findByRole('article', { name: 'Post by Macho Fan' });
    expect(within(post).getByText('12 engagement')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: '#WrestleMania' })).toHaveAttribute(
      'href',
      '/hashtag/WrestleMania',
    );
    expect(within(post).getByRole('button', { name: 'Comments 0' })).toBeInTheDocument();
    expect(within(post).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    const own = screen.getByRole('article', { name: 'Post by Stone Cold Fan' });
    expect(within(own).getByText('5 engagement')).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Post options' })).toBeInTheDocument();

    await user.click(within(post).getByRole('button', { name: 'Pop 2' }));
    expect(await within(post).findByRole('button', { name: 'Pop 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The badge stays: the post cache keeps the engagement score.
    expect(within(post).getByText('12 engagement')).toBeInTheDocument();
  });

  it('shows "No popular content found for this timeframe" when there is none', async () => {
    answer({ [CONTENT()]: () => jsonResponse([]) });
    renderAt('/trending?tab=content');
    expect(await screen.findByText('No popular content found for this timeframe')).toBeInTheDocument();
  });

  it('shows an error card whose Try Again asks again', async () => {
    let fail = true;
    answer({
      [CONTENT()]: () => (fail ? jsonResponse({ message: 'boom' }, 500) : jsonResponse([trendingPost()])),
    });
    const { user } = renderAt('/trending?tab=content');
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('12 engagement')).toBeInTheDocument();
    expect(requested(CONTENT())).toBe(2);
  });
});

/** A stand-in IntersectionObserver: `show()` makes the list's sentinel visible (not the tabs' own). */
function stubObserver() {
  const observers: { callback: (entries: { isIntersecting: boolean }[]) => void; nodes: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: (typeof observers)[number];
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        this.entry = { callback, nodes: [] };
        observers.push(this.entry);
      }
      observe(node: Element) {
        this.entry.nodes.push(node);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1);
      }
    },
  );
  return () =>
    act(() => {
      for (const o of observers)
        if (o.nodes.some((n) => n.getAttribute('role') !== 'tab')) o.callback([{ isIntersecting: true }]);
    });
}

describe('Discovery Feed', () => {
  it('shows three skeleton cards while loading', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderAt('/trending?tab=discovery');
    expect(await screen.findAllByTestId('post-skeleton')).toHaveLength(3);
  });

  it('says what it is, tags each post "New creator" and loads the next page on the server’s cursor', async () => {
    const show = stubObserver();
    answer({
      [DISCOVERY('month')]: () => page([trendingPost({ id: 'd1', content: 'First find' })], '10'),
      [`${DISCOVERY('month')}&cursor=10`]: () =>
        page([trendingPost({ id: 'd2', content: 'Second find', authorDisplayName: 'Randy Fan' })]),
    });
    renderAt('/trending?tab=discovery&timeframe=month');
    expect(
      await screen.findByText("High-engagement content from creators you don't follow yet"),
    ).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Post by Macho Fan' });
    expect(within(first).getByText('New creator')).toBeInTheDocument();
    expect(within(first).queryByText(/engagement$/)).not.toBeInTheDocument();

    show();
    const second = await screen.findByRole('article', { name: 'Post by Randy Fan' });
    expect(within(second).getByText('New creator')).toBeInTheDocument();
    expect(requested(`${DISCOVERY('month')}&cursor=10`)).toBe(1);
    // The last page answered no cursor: nothing more is asked.
    show();
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/discovery'))).toHaveLength(2);
  });

  it('shows "No discoveries yet" when there is nothing to discover', async () => {
    answer({ [DISCOVERY()]: () => page([]) });
    renderAt('/trending?tab=discovery');
    expect(await screen.findByText('No discoveries yet')).toBeInTheDocument();
  });

  it('shows an error card whose Try Again asks again', async () => {
    let fail = true;
    answer({ [DISCOVERY()]: () => (fail ? jsonResponse({ message: 'boom' }, 500) : page([trendingPost()])) });
    const { user } = renderAt('/trending?tab=discovery');
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('New creator')).toBeInTheDocument();
    expect(requested(DISCOVERY())).toBe(2);
  });
});
