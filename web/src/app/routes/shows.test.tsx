import { ROOM_TEXTS } from '@shared/messages-rooms';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import { SHOW_TEXTS } from '@shared/messages-wrestling';
import type { CalendarShow, ShowPage } from '@shared/schemas/shows';
import type { ShowWatch } from '@shared/schemas/spoilers';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';

/** The show page and the calendar with Spoiler Guard's parts, as the routes compose them. */

const SHOW = '01J00000000000000000000SHW';
const colors = { primary: '#d50000', secondary: '#ffffff' };
const ref = (id: string, kind: 'wrestler' | 'show', slug: string, name: string) => ({
  id,
  kind,
  slug,
  name,
  colors,
});
const cody = ref('01J00000000000000000000COD', 'wrestler', 'cody-rhodes', 'Cody Rhodes');
const punk = ref('01J00000000000000000000PNK', 'wrestler', 'cm-punk', 'CM Punk');
const show = {
  ...ref(SHOW, 'show', 'wwe-raw', 'Raw'),
  followerCount: 0,
  demo: false,
  externalIds: {},
  showKind: 'weekly' as const,
  startsAt: '2026-11-24T01:00:00.000Z',
  endsAt: '2026-11-24T04:00:00.000Z',
  status: 'finished',
};
const page = (withResult: boolean): ShowPage => ({
  show,
  card: [
    {
      id: '01J00000000000000000000MTC',
      showId: SHOW,
      position: 1,
      sides: [[cody.id], [punk.id]],
      stipulation: null,
      championshipId: null,
      status: 'finished',
      result: withResult
        ? { winnerSide: 0, method: 'pinfall', durationSeconds: 600, titleChange: false }
        : null,
      demo: false,
    },
  ],
  entities: [cody, punk],
});
const watch = (status: ShowWatch['status'], prot: boolean): ShowWatch => ({
  showId: SHOW,
  status,
  protected: prot,
  revealAt: null,
});

const fetchMock = vi.fn<typeof fetch>();
let current: ShowWatch;
let bell: boolean;
beforeEach(() => {
  current = watch(null, true);
  bell = false;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === `/api/shows/${SHOW}/watch`) {
      if (method === 'PUT') {
        const { status } = JSON.parse(String(init?.body)) as { status: ShowWatch['status'] };
        current = watch(status, status === 'later');
      }
      return jsonResponse(current);
    }
    // The show-night alerts' bell (off until rung).
    if (url === `/api/shows/${SHOW}/alerts`) {
      if (method === 'PUT') bell = (JSON.parse(String(init?.body)) as { on: boolean }).on;
      return jsonResponse({ showId: SHOW, on: bell });
    }
    if (url.startsWith(`/api/shows/${SHOW}`)) {
      // The server sends results to a protected fan only with spoilers=reveal.
      const results = url.includes('results=true') && (!current.protected || url.includes('spoilers=reveal'));
      return jsonResponse(page(results));
    }
    if (url.startsWith('/api/entities/')) return jsonResponse([]);
    // The layout's calls (notifications and friends) answer empty lists.
    return jsonResponse([]);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const renderShow = () =>
  renderWithProviders(<AppRoutes session={{ status: 'complete', user: makeUser() }} />, {
    route: `/shows/${SHOW}`,
  });
const gets = () =>
  fetchMock.mock.calls
    .filter(
      ([url, init]) => (init?.method ?? 'GET') === 'GET' && String(url).startsWith(`/api/shows/${SHOW}`),
    )
    .map(([url]) => String(url));

describe('/shows/:showId with Spoiler Guard', () => {
  it('offers the watch buttons, the current status pressed', async () => {
    current = watch('live', false);
    renderShow();
    const group = await screen.findByRole('group', { name: 'How are you watching Raw?' });
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: 'Watching live' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    // Not protected: the switch, as before.
    expect(screen.getByRole('switch', { name: SHOW_TEXTS.showResults })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SPOILER_TEXTS.showResultsAnyway })).toBeNull();
  });

  it("offers the show-night alerts' bell beside the watch buttons: a toggle named by its state", async () => {
    current = watch('live', false);
    const { user } = renderShow();
    const off = await screen.findByRole('button', { name: ROOM_TEXTS.alertsOff });
    await waitFor(() => expect(off).toBeEnabled());
    expect(off).toHaveAttribute('aria-pressed', 'false');
    await user.click(off);
    expect(await screen.findByRole('button', { name: ROOM_TEXTS.alertsOn })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(bell).toBe(true);
  });

  it('for a protected fan: "I\'ve watched Raw" and "Show results anyway" instead of the switch', async () => {
    renderShow();
    expect(await screen.findByRole('button', { name: "I've watched Raw" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SPOILER_TEXTS.showResultsAnyway })).toBeInTheDocument();
    expect(screen.getByText(SPOILER_TEXTS.protectedNote)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: SHOW_TEXTS.showResults })).toBeNull();
    expect(screen.getByTestId('match')).not.toHaveTextContent(SHOW_TEXTS.winner);
  });

  it("links to the show's live room from its times: the archive of a show that ended days ago", async () => {
    renderShow();
    expect(await screen.findByRole('link', { name: ROOM_TEXTS.roomArchive })).toHaveAttribute(
      'href',
      `/shows/${SHOW}/live`,
    );
  });

  it('"Show results anyway" asks with spoilers=reveal and shows them, the status unchanged', async () => {
    const { user } = renderShow();
    await user.click(await screen.findByRole('button', { name: SPOILER_TEXTS.showResultsAnyway }));
    await waitFor(() => expect(screen.getByTestId('match')).toHaveTextContent(`(${SHOW_TEXTS.winner})`));
    expect(gets()).toContain(`/api/shows/${SHOW}?results=true&spoilers=reveal`);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    // The results are on: the switch is back, checked, to turn them off again.
    expect(screen.getByRole('switch', { name: SHOW_TEXTS.showResults })).toBeChecked();
  });

  it('"I\'ve watched Raw" marks the show watched, then shows its results', async () => {
    const { user } = renderShow();
    await user.click(await screen.findByRole('button', { name: "I've watched Raw" }));
    await waitFor(() => expect(screen.getByTestId('match')).toHaveTextContent(`(${SHOW_TEXTS.winner})`));
    expect(current).toEqual(watch('watched', false));
    expect(gets()).toContain(`/api/shows/${SHOW}?results=true`);
    expect(gets()).not.toContain(`/api/shows/${SHOW}?results=true&spoilers=reveal`);
    expect(screen.getByRole('switch', { name: SHOW_TEXTS.showResults })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'How are you watching Raw?' })).getByRole('button', {
        name: 'Watched',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('/shows with Spoiler Guard', () => {
  it('gives shows on or aired lately a watch menu, and coming shows none', async () => {
    const now = Date.now();
    const calendarShow = (id: string, name: string, startsIn: number, status: string): CalendarShow =>
      ({
        ...ref(id, 'show', name.toLowerCase(), name),
        followerCount: 0,
        demo: false,
        externalIds: {},
        promotion: null,
        status,
        startsAt: new Date(now + startsIn * 3600_000).toISOString(),
        endsAt: new Date(now + (startsIn + 3) * 3600_000).toISOString(),
      }) as CalendarShow;
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/shows?')
        ? jsonResponse({
            shows: [
              calendarShow('01J0000000000000000000LIVE', 'Live Now', -1, 'live'),
              calendarShow('01J0000000000000000000DONE', 'Last Night', -20, 'finished'),
              calendarShow('01J0000000000000000000NEXT', 'Next Week', 100, 'scheduled'),
            ],
          })
        : jsonResponse([]),
    );
    renderWithProviders(<AppRoutes session={{ status: 'complete', user: makeUser() }} />, {
      route: '/shows',
    });
    expect(await screen.findByRole('button', { name: 'How are you watching Live Now?' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'How are you watching Last Night?' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Next Week')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How are you watching Next Week?' })).toBeNull();
    // Issue 38: only the show whose room is open has the Live now chip, a link to its room.
    const chips = screen.getAllByRole('link', { name: ROOM_TEXTS.liveNow });
    expect(chips.map((a) => a.getAttribute('href'))).toEqual(['/shows/01J0000000000000000000LIVE/live']);
  });
});
