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
    // Recent matches and the posts come in the render after the first (components/later.tsx).
    expect(await screen.findByRole('link', { name: 'WWE Raw' })).toHaveAttribute(
      'href',
      '/shows/01J00000000000000000000SHW',
    );
    // Recent matches: who she faced, no result.
    const recent = await screen.findByRole('region', { name: 'Recent matches' });
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
      // Reign days as every day is written (web/src/lib/dates.ts), then the reign's length.
      within(screen.getByRole('region', { name: 'Reigns' })).getByText(
        /^Wed, Jan 1, 2025 to Tue, Nov 24(, 2026)? · 692 days$/,
      ),
    ).toBeInTheDocument();
    expect(asked).toEqual(['without', 'with']);
  });

  it('lists upcoming matches soonest first apart from recent ones, naming the title at stake with "(c)" on its holder', async () => {
    const liv = ref('01J00000000000000000000LIV', 'wrestler', 'liv-morgan', 'Liv Morgan');
    const title = ref(
      '01J00000000000000000000TTL',
      'championship',
      'womens-world',
      "Women's World Championship",
    );
    const show = (id: string, name: string, startsAt: string) => ({ ...ref(id, 'show', id, name), startsAt });
    const base = rheaPage();
    const page = {
      ...base,
      related: {
        ...base.related,
        upcomingShows: [
          { ...show('01J00000000000000000000SD1', 'SmackDown', '2026-12-05T01:00:00.000Z'), vs: [liv] },
          {
            ...show('01J00000000000000000000PLE', 'Survivor Series', '2026-12-12T00:00:00.000Z'),
            vs: [liv],
            title,
            championIds: [RHEA_ID],
          },
        ],
        recentShows: [
          {
            ...show('01J00000000000000000000RW2', 'WWE Raw', '2026-11-24T01:00:00.000Z'),
            vs: [liv],
            title,
            championIds: [liv.id],
          },
        ],
      },
    };
    answer({ 'GET /api/entities/rhea-ripley': () => jsonResponse(page) });
    renderWithProviders(
      <EntityPageView slug="rhea-ripley" kind="wrestler" notFound={<p>gone</p>} renderPosts={() => null} />,
    );
    const upcoming = await screen.findByRole('region', { name: 'Upcoming matches' });
    const recent = await screen.findByRole('region', { name: 'Recent matches' });
    // Upcoming first on the page, then recent.
    expect(upcoming.compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const [first, second] = within(upcoming).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^SmackDown .*Rhea Ripley vs Liv Morgan$/);
    // Her own name is this page: not a link; her opponent's is.
    expect(within(first as HTMLElement).queryByRole('link', { name: 'Rhea Ripley' })).not.toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole('link', { name: 'Liv Morgan' })).toBeInTheDocument();
    expect(second).toHaveTextContent(
      /^Survivor Series .*Rhea Ripley \(c\) vs Liv MorganFor the Women's World Championship$/,
    );
    expect(within(second as HTMLElement).getByTitle('Champion')).toHaveTextContent('(c)');
    expect(
      within(second as HTMLElement).getByRole('link', { name: "Women's World Championship" }),
    ).toHaveAttribute('href', '/championships/womens-world');
    // Before the results of that Raw, Liv held it.
    expect(within(recent).getByRole('listitem')).toHaveTextContent(/Rhea Ripley vs Liv Morgan \(c\)/);
  });

  it("a promotion's page: championships with their holders, the roster in groups, the results switch", async () => {
    const wwe = ref('01J00000000000000000000WWE', 'promotion', 'wwe', 'WWE');
    const wrestler = (id: string, slug: string, name: string, division: 'men' | 'women' | null) => ({
      ...ref(id, 'wrestler', slug, name),
      division,
    });
    const team = (id: string, slug: string, name: string, teamKind: 'team' | 'stable') => ({
      ...ref(id, 'team', slug, name),
      teamKind,
    });
    answer({
      'GET /api/entities/wwe': () =>
        jsonResponse({
          entity: { ...wwe, followerCount: 9, demo: false, externalIds: {}, shortName: 'WWE', country: 'US' },
          following: false,
          related: {
            ...rheaPage().related,
            promotions: [],
            teams: [],
            titles: [],
            recentShows: [],
            upcomingShows: [
              {
                ...ref('01J00000000000000000000RW3', 'show', 'raw-3', 'WWE Raw'),
                startsAt: '2026-12-01T01:00:00.000Z',
              },
            ],
            championships: [
              {
                ...ref('01J00000000000000000000TTL', 'championship', 'wwe-championship', 'WWE Championship'),
                holders: [ref('01J00000000000000000000COD', 'wrestler', 'cody-rhodes', 'Cody Rhodes')],
              },
              {
                ...ref(
                  '01J00000000000000000000TT2',
                  'championship',
                  'us-title',
                  'United States Championship',
                ),
                holders: [],
              },
            ],
            roster: [
              wrestler('01J00000000000000000000COD', 'cody-rhodes', 'Cody Rhodes', 'men'),
              wrestler('01J00000000000000000000RHE', 'rhea-ripley', 'Rhea Ripley', 'women'),
              wrestler('01J00000000000000000000NEW', 'new-signing', 'New Signing', null),
              team('01J00000000000000000000USO', 'the-usos', 'The Usos', 'team'),
              team('01J00000000000000000000JDG', 'the-judgment-day', 'The Judgment Day', 'stable'),
            ],
          },
        }),
    });
    renderWithProviders(
      <EntityPageView slug="wwe" kind="promotion" notFound={<p>gone</p>} renderPosts={() => null} />,
    );
    const titles = await screen.findByRole('region', { name: 'Championships' });
    const [wweTitle, usTitle] = within(titles).getAllByRole('listitem');
    expect(wweTitle).toHaveTextContent('WWE ChampionshipCody Rhodes');
    expect(usTitle).toHaveTextContent('United States ChampionshipNo holder listed');
    expect(
      within(screen.getByRole('region', { name: 'Upcoming shows' })).getByRole('link', { name: 'WWE Raw' }),
    ).toBeInTheDocument();
    // The roster is drawn in the render after the first (components/later.tsx): wait for it.
    const roster = await screen.findByRole('region', { name: 'Roster' });
    const group = (name: string) =>
      within(within(roster).getByRole('list', { name }))
        .getAllByRole('link')
        .map((l) => l.textContent);
    expect(group('Men (1)')).toEqual(['Cody Rhodes']);
    expect(group('Women (1)')).toEqual(['Rhea Ripley']);
    expect(group('Tag teams (1)')).toEqual(['The Usos']);
    expect(group('Stables (1)')).toEqual(['The Judgment Day']);
    // Not known: under "Roster".
    expect(group('Roster (1)')).toEqual(['New Signing']);
    // Championships' holders are results too: the switch is there.
    expect(screen.getByRole('switch', { name: 'Show results' })).not.toBeChecked();
  });

  it("a championship's reigns: their length in days and the show each was won at", async () => {
    const iyo = ref('01J00000000000000000000IYO', 'wrestler', 'iyo-sky', 'Iyo Sky');
    const rhea = ref(RHEA_ID, 'wrestler', 'rhea-ripley', 'Rhea Ripley');
    const raw = {
      ...ref('01J00000000000000000000RAW', 'show', 'wwe-raw', 'WWE Raw'),
      startsAt: '2025-03-04T01:00:00.000Z',
    };
    answer({
      'GET /api/entities/womens-world': () =>
        jsonResponse({
          entity: {
            ...ref(
              '01J00000000000000000000TTL',
              'championship',
              'womens-world',
              "Women's World Championship",
            ),
            followerCount: 0,
            demo: false,
            externalIds: {},
          },
          following: false,
          related: {
            ...rheaPage().related,
            titles: [],
            recentShows: [],
            holders: [rhea],
            reigns: [
              { holders: [rhea], from: '2025-03-03', to: null, show: raw },
              { holders: [iyo], from: '2025-01-01', to: '2025-03-03' },
            ],
          },
        }),
    });
    renderWithProviders(
      <EntityPageView
        slug="womens-world"
        kind="championship"
        notFound={<p>gone</p>}
        renderPosts={() => null}
      />,
    );
    const reigns = await screen.findByRole('region', { name: 'Reigns' });
    const [current, past] = within(reigns).getAllByRole('listitem');
    expect(current).toHaveTextContent(/Mar 3, 2025 to now · \d+ days/);
    expect(within(current as HTMLElement).getByRole('link', { name: 'WWE Raw' })).toHaveAttribute(
      'href',
      `/shows/${raw.id}`,
    );
    expect(past).toHaveTextContent(/Jan 1, 2025 to .*Mar 3, 2025 · 61 days$/);
    expect(within(past as HTMLElement).queryByText(/Won at/)).not.toBeInTheDocument();
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
