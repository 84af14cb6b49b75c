import { SHOW_TEXTS, WRESTLING_LABELS } from '@shared/messages-wrestling';
import type { CalendarShow, ShowPage } from '@shared/schemas/shows';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiveLiveMessage, setLiveSocket } from '@/lib/live/show-watch';
import { routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { CalendarScreen } from './calendar-screen';
import { ShowRow } from './show-row';
import { ShowScreen } from './show-screen';

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});
function answer(routes: Parameters<typeof routeFetch>[0]) {
  fetchMock.mockImplementation(routeFetch(routes));
  vi.stubGlobal('fetch', fetchMock);
}

const colors = { primary: '#d50000', secondary: '#ffffff' };
const ref = (
  id: string,
  kind: 'promotion' | 'wrestler' | 'championship' | 'show',
  slug: string,
  name: string,
) => ({
  id,
  kind,
  slug,
  name,
  colors,
});
const SHOW_ID = '01J00000000000000000000SHW';
const MATCH_ID = '01J00000000000000000000MTC';
const wwe = ref('01J00000000000000000000WWE', 'promotion', 'wwe', 'WWE');
const cody = ref('01J00000000000000000000COD', 'wrestler', 'cody-rhodes', 'Cody Rhodes');
const punk = ref('01J00000000000000000000PNK', 'wrestler', 'cm-punk', 'CM Punk');
const title = ref('01J00000000000000000000TTL', 'championship', 'wwe-championship', 'WWE Championship');
const showPage = (champions: Record<string, string[]>): ShowPage => ({
  show: {
    ...ref(SHOW_ID, 'show', 'wwe-raw', 'WWE Raw'),
    followerCount: 0,
    demo: false,
    externalIds: {},
    promotionId: wwe.id,
    showKind: 'weekly',
    startsAt: '2026-11-24T01:00:00.000Z',
    endsAt: '2026-11-24T04:00:00.000Z',
    status: 'live',
  },
  card: [
    {
      id: MATCH_ID,
      showId: SHOW_ID,
      position: 1,
      sides: [[cody.id], [punk.id]],
      stipulation: null,
      championshipId: title.id,
      status: 'live',
      result: null,
      demo: false,
    },
  ],
  entities: [wwe, cody, punk, title],
  champions,
});

describe('ShowScreen', () => {
  it('links every name on the card to its page, marks the champion "(c)" and names the title with a link', async () => {
    answer({ [`GET /api/shows/${SHOW_ID}`]: () => jsonResponse(showPage({ [MATCH_ID]: [cody.id] })) });
    renderWithProviders(<ShowScreen showId={SHOW_ID} />);
    const match = await screen.findByTestId('match');
    expect(within(match).getByRole('link', { name: 'Cody Rhodes' })).toHaveAttribute(
      'href',
      '/wrestlers/cody-rhodes',
    );
    expect(within(match).getByRole('link', { name: 'CM Punk' })).toHaveAttribute(
      'href',
      '/wrestlers/cm-punk',
    );
    expect(within(match).getByRole('link', { name: 'WWE Championship' })).toHaveAttribute(
      'href',
      '/championships/wwe-championship',
    );
    expect(match).toHaveTextContent(/^Cody Rhodes \(c\) vs CM Punk/);
    expect(within(match).getByTitle('Champion')).toHaveTextContent('(c)');
    expect(screen.getByRole('link', { name: 'WWE' })).toHaveAttribute('href', '/promotions/wwe');
  });

  it('gives the composer slot the show as a tag names it', async () => {
    answer({ [`GET /api/shows/${SHOW_ID}`]: () => jsonResponse(showPage({})) });
    const composer = vi.fn(() => <button type="button">{SHOW_TEXTS.postAbout}</button>);
    renderWithProviders(<ShowScreen showId={SHOW_ID} renderPosts={() => null} renderComposer={composer} />);
    expect(await screen.findByRole('button', { name: SHOW_TEXTS.postAbout })).toBeInTheDocument();
    expect(composer).toHaveBeenCalledWith({
      id: SHOW_ID,
      kind: 'show',
      slug: 'wwe-raw',
      name: 'WWE Raw',
      colors,
    });
    expect(screen.getByTestId('match')).not.toHaveTextContent('(c)');
  });
});

describe('ShowScreen, live', () => {
  afterEach(() => setLiveSocket(null));

  it('watches a live show over the live socket and refetches its card when told, without a reload', async () => {
    let calls = 0;
    const live = (status: 'upcoming' | 'live') => {
      const page = showPage({});
      return { ...page, card: page.card.map((m) => ({ ...m, championshipId: null, status })) };
    };
    answer({ [`GET /api/shows/${SHOW_ID}`]: () => jsonResponse(live(++calls === 1 ? 'upcoming' : 'live')) });
    const send = vi.fn();
    setLiveSocket(send);
    renderWithProviders(<ShowScreen showId={SHOW_ID} />);
    const match = await screen.findByTestId('match');
    expect(match).toHaveTextContent(WRESTLING_LABELS.matchStatus.upcoming);
    expect(send.mock.calls.map(([d]) => JSON.parse(String(d)))).toEqual([
      { action: 'watchShow', showId: SHOW_ID },
    ]);
    expect(document.querySelector('[data-live]')).toHaveAttribute('data-live', 'waiting');
    receiveLiveMessage(JSON.stringify({ type: 'watch', showId: SHOW_ID, live: true }));
    await waitFor(() => expect(document.querySelector('[data-live]')).toHaveAttribute('data-live', 'live'));
    // The message names only what to refetch; the card comes from the API.
    receiveLiveMessage(JSON.stringify({ type: 'show', showId: SHOW_ID, changed: 'card' }));
    expect(
      await within(await screen.findByTestId('match')).findByText(WRESTLING_LABELS.matchStatus.live),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(screen.queryByText(SHOW_TEXTS.liveRefreshing)).not.toBeInTheDocument();
  });

  it('past the live channel’s watchers, says it updates every minute', async () => {
    answer({ [`GET /api/shows/${SHOW_ID}`]: () => jsonResponse(showPage({})) });
    setLiveSocket(vi.fn());
    renderWithProviders(<ShowScreen showId={SHOW_ID} />);
    await screen.findByTestId('match');
    receiveLiveMessage(JSON.stringify({ type: 'watch', showId: SHOW_ID, live: false }));
    expect(await screen.findByText(SHOW_TEXTS.liveRefreshing)).toHaveAttribute('role', 'status');
  });

  it('does not watch a finished show', async () => {
    const page = showPage({});
    answer({
      [`GET /api/shows/${SHOW_ID}`]: () =>
        jsonResponse({ ...page, show: { ...page.show, status: 'finished' } }),
    });
    const send = vi.fn();
    setLiveSocket(send);
    renderWithProviders(<ShowScreen showId={SHOW_ID} />);
    await screen.findByTestId('match');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('CalendarScreen', () => {
  it('says how to follow something instead of four empty sections when nothing followed is on', async () => {
    answer({ 'GET /api/shows': () => jsonResponse({ shows: [] }) });
    const { user } = renderWithProviders(<CalendarScreen />);
    // All shows, none in the window: the sections say so one by one (Tonight first, the others in the
    // render after it).
    await waitFor(() => expect(screen.getAllByText(SHOW_TEXTS.noShows)).toHaveLength(4));
    await user.click(screen.getByRole('switch', { name: SHOW_TEXTS.followingOnly }));
    expect(await screen.findByText(SHOW_TEXTS.followingNone)).toBeInTheDocument();
    expect(screen.getByText(SHOW_TEXTS.followingHow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SHOW_TEXTS.searchWrestling })).toHaveAttribute('href', '/search');
    expect(screen.queryByText(SHOW_TEXTS.noShows)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: SHOW_TEXTS.tonight })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringMatching(/\/api\/shows\?.*following=true/),
    );
  });
});

describe('ShowRow', () => {
  it('lets a long name wrap instead of cutting it off', () => {
    const show = {
      ...ref('01J00000000000000000000CML', 'show', 'cmll', 'CMLL Viernes Espectaculares'),
      followerCount: 0,
      demo: false,
      externalIds: {},
      startsAt: '2026-11-28T02:30:00.000Z',
      status: 'scheduled',
      venue: 'Arena México',
      city: 'Mexico City',
      promotion: null,
    } as CalendarShow;
    renderWithProviders(
      <ul>
        <ShowRow show={show} />
      </ul>,
    );
    const name = screen.getByText('CMLL Viernes Espectaculares');
    expect(name).not.toHaveClass('MuiTypography-noWrap');
    expect(screen.getByText('Arena México, Mexico City')).not.toHaveClass('MuiTypography-noWrap');
  });
});
