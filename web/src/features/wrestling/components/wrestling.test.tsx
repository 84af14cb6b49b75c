import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { CatalogueMatches, typedNames } from './catalogue-matches';
import { EntityPageView } from './entity-page';
import { EntityResults } from './entity-results';
import { FollowEntityButton } from './follow-entity-button';
import { FollowedEntities } from './followed-entities';

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
});
function answer(routes: Parameters<typeof routeFetch>[0]) {
  fetchMock.mockImplementation(routeFetch(routes));
  vi.stubGlobal('fetch', fetchMock);
}

const WWE = { primary: '#d50000', secondary: '#ffffff' };
const ref = (
  id: string,
  kind: 'promotion' | 'wrestler' | 'team' | 'championship' | 'show',
  slug: string,
  name: string,
) => ({
  id,
  kind,
  slug,
  name,
  colors: WWE,
});
const RHEA_ID = '01J00000000000000000000RHE';
const rheaPage = (following = false, followerCount = 41) => ({
  entity: {
    ...ref(RHEA_ID, 'wrestler', 'rhea-ripley', 'Rhea Ripley'),
    followerCount,
    demo: false,
    externalIds: {},
    akas: ['Mami'],
    promotionIds: ['01J00000000000000000000WWE'],
    status: 'active',
    hometown: 'Adelaide',
    debutYear: 2013,
  },
  following,
  related: {
    promotions: [ref('01J00000000000000000000WWE', 'promotion', 'wwe', 'WWE')],
    teams: [ref('01J00000000000000000000JDG', 'team', 'the-judgment-day', 'The Judgment Day')],
    members: [],
    titles: [ref('01J00000000000000000000TTL', 'championship', 'womens-world', "Women's World Championship")],
    holders: [],
    roster: [],
    reigns: [],
    recentShows: [
      {
        ...ref('01J00000000000000000000SHW', 'show', 'raw-1', 'WWE Raw'),
        startsAt: '2026-11-24T01:00:00.000Z',
        vs: [ref('01J00000000000000000000LIV', 'wrestler', 'liv-morgan', 'Liv Morgan')],
      },
    ],
    upcomingShows: [],
    championships: [],
  },
});

describe('FollowEntityButton', () => {
  it('follows at once (optimistic), then shows the exact count the answer gives', async () => {
    let release: () => void = () => undefined;
    answer({
      [`POST /api/entities/${RHEA_ID}/follow`]: () =>
        new Promise((resolve) => {
          release = () => resolve(jsonResponse({ entityId: RHEA_ID, following: true, followerCount: 57 }));
        }),
    });
    const { user } = renderWithProviders(
      <FollowEntityButton entityId={RHEA_ID} following={false} followerCount={41} name="Rhea Ripley" />,
    );
    expect(screen.getByText('41 followers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow Rhea Ripley' }));
    expect(screen.getByRole('button', { name: 'Following Rhea Ripley' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('42 followers')).toBeInTheDocument();
    release();
    expect(await screen.findByText('57 followers')).toBeInTheDocument();
  });

  it('puts the state back when the follow fails', async () => {
    answer({
      [`DELETE /api/entities/${RHEA_ID}/follow`]: () => jsonResponse({ message: 'Too many requests' }, 429),
    });
    const { user } = renderWithProviders(
      <FollowEntityButton entityId={RHEA_ID} following followerCount={1} name="Rhea Ripley" />,
    );
    await user.click(screen.getByRole('button', { name: 'Following Rhea Ripley' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Following Rhea Ripley' })).toBeEnabled());
    expect(screen.getByText('1 follower')).toBeInTheDocument();
  });
});

describe('EntityPageView', () => {
  it('shows a wrestler’s facts, links across and its posts slot', async () => {
    answer({ 'GET /api/entities/rhea-ripley': () => jsonResponse(rheaPage()) });
    renderWithProviders(
      <EntityPageView
        slug="rhea-ripley"
        kind="wrestler"
        notFound={<p>gone</p>}
        renderPosts={(id) => <p>posts of {id}</p>}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Rhea Ripley' })).toBeInTheDocument();
    const facts = document.querySelector('dl[aria-label="Facts"]') as HTMLElement;
    expect(within(facts).getByText('Mami')).toBeInTheDocument();
    expect(within(facts).getByText('Adelaide')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WWE' })).toHaveAttribute('href', '/promotions/wwe');
    expect(screen.getByRole('link', { name: /The Judgment Day/ })).toHaveAttribute(
      'href',
      '/teams/the-judgment-day',
    );
    expect(screen.getByRole('link', { name: /Women's World Championship/ })).toHaveAttribute(
      'href',
      '/championships/womens-world',
    );
    expect(screen.getByRole('link', { name: 'WWE Raw' })).toHaveAttribute(
      'href',
      '/shows/01J00000000000000000000SHW',
    );
    // Recent matches: who she faced, no result.
    const recent = screen.getByRole('region', { name: 'Recent matches' });
    expect(within(recent).getByRole('link', { name: 'Liv Morgan' })).toHaveAttribute(
      'href',
      '/wrestlers/liv-morgan',
    );
    expect(within(recent).getByRole('listitem')).toHaveTextContent(/^WWE Raw .*vs Liv Morgan$/);
    expect(screen.getByText('41 followers')).toBeInTheDocument();
    expect(screen.getByText(`posts of ${RHEA_ID}`)).toBeInTheDocument();
  });

  it('shows a title as before its results until "Show results" is on (results are spoilers)', async () => {
    const TITLE_ID = '01J00000000000000000000TTL';
    const iyo = ref('01J00000000000000000000IYO', 'wrestler', 'iyo-sky', 'Iyo Sky');
    const rhea = ref(RHEA_ID, 'wrestler', 'rhea-ripley', 'Rhea Ripley');
    const titlePage = (
      holder: typeof iyo,
      reigns: { holders: (typeof iyo)[]; from: string; to: string | null }[],
    ) => ({
      entity: {
        ...ref(TITLE_ID, 'championship', 'womens-world', "Women's World Championship"),
        followerCount: 3,
        demo: false,
        externalIds: {},
        promotionId: '01J00000000000000000000WWE',
        division: "Women's",
        active: true,
        holderIds: [holder.id],
      },
      following: false,
      related: { ...rheaPage().related, titles: [], recentShows: [], holders: [holder], reigns },
    });
    const asked: string[] = [];
    answer({
      'GET /api/entities/womens-world': () => {
        asked.push('without');
        return jsonResponse(titlePage(iyo, [{ holders: [iyo], from: '2025-01-01', to: null }]));
      },
      'GET /api/entities/womens-world?results=true': () => {
        asked.push('with');
        return jsonResponse(
          titlePage(rhea, [
            { holders: [rhea], from: '2026-11-24', to: null },
            { holders: [iyo], from: '2025-01-01', to: '2026-11-24' },
          ]),
        );
      },
    });
    const { user } = renderWithProviders(
      <EntityPageView
        slug="womens-world"
        kind="championship"
        notFound={<p>gone</p>}
        renderPosts={() => null}
      />,
    );
    const holders = await screen.findByRole('region', { name: 'Current holders' });
    expect(within(holders).getByRole('link', { name: 'Iyo Sky' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rhea Ripley' })).not.toBeInTheDocument();
    expect(asked).toEqual(['without']);
    const toggle = screen.getByRole('switch', { name: 'Show results' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Current holders' })).getByRole('link', {
          name: 'Rhea Ripley',
        }),
      ).toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('region', { name: 'Reigns' })).getByText('2025-01-01 to 2026-11-24'),
    ).toBeInTheDocument();
    expect(asked).toEqual(['without', 'with']);
  });

  it('renders the not-found state for an unknown slug', async () => {
    answer({ 'GET /api/entities/nobody': () => jsonResponse({ message: 'Not found' }, 404) });
    renderWithProviders(
      <EntityPageView slug="nobody" kind="wrestler" notFound={<p>gone</p>} renderPosts={() => null} />,
    );
    expect(await screen.findByText('gone')).toBeInTheDocument();
  });
});

describe('EntityResults and FollowedEntities', () => {
  it('lists search results linking to their pages, or says nothing matched', async () => {
    answer({
      'GET /api/entities/search?q=rhea': () =>
        jsonResponse([ref(RHEA_ID, 'wrestler', 'rhea-ripley', 'Rhea Ripley')]),
      'GET /api/entities/search?q=zzz': () => jsonResponse([]),
    });
    const { unmount } = renderWithProviders(<EntityResults query="rhea" />);
    const list = await screen.findByRole('list', { name: 'Wrestling results' });
    expect(within(list).getByRole('link', { name: /Rhea Ripley/ })).toHaveAttribute(
      'href',
      '/wrestlers/rhea-ripley',
    );
    unmount();
    renderWithProviders(<EntityResults query="zzz" />);
    expect(await screen.findByText('No wrestling results')).toBeInTheDocument();
  });

  it('shows what a fan follows as chips', async () => {
    answer({
      'GET /api/users/fan-1/entities': () =>
        jsonResponse([ref('01J00000000000000000000WWE', 'promotion', 'wwe', 'WWE')]),
    });
    renderWithProviders(<FollowedEntities userId="fan-1" own={false} />);
    const section = await screen.findByRole('region', { name: 'Follows' });
    expect(within(section).getByRole('link', { name: /WWE/ })).toHaveAttribute('href', '/promotions/wwe');
  });
});

describe('CatalogueMatches (onboarding step 3)', () => {
  it('splits the typed favourites into names', () => {
    expect(typedNames('Rhea Ripley, Cody Rhodes and Kenny Omega; x')).toEqual([
      'Rhea Ripley',
      'Cody Rhodes',
      'Kenny Omega',
    ]);
  });

  it('offers the catalogue matches of the typed names; a tap follows', async () => {
    answer({
      'GET /api/entities/search': () =>
        jsonResponse([ref(RHEA_ID, 'wrestler', 'rhea-ripley', 'Rhea Ripley')]),
      [`POST /api/entities/${RHEA_ID}/follow`]: () =>
        jsonResponse({ entityId: RHEA_ID, following: true, followerCount: 1 }),
    });
    const { user } = renderWithProviders(<CatalogueMatches text="Rhea Ripley" kind="wrestler" />);
    const chip = await screen.findByRole('button', { name: /Rhea Ripley/ }, { timeout: 3000 });
    await user.click(chip);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringMatching(/\/api\/entities\/search\?q=Rhea(\+|%20)Ripley&kind=wrestler$/),
    );
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining(`/api/entities/${RHEA_ID}/follow`),
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    expect(screen.getByRole('button', { name: /Rhea Ripley/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
