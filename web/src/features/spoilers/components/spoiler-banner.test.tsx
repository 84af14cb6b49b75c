import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import type { CalendarShow } from '@shared/schemas/shows';
import type { ShowWatch } from '@shared/schemas/spoilers';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import SpoilerBanner from './spoiler-banner';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const HOUR = 3600_000;
const at = (hours: number) => new Date(NOW + hours * HOUR).toISOString();
const colors = { primary: '#d50000', secondary: '#ffffff' };

function show(id: string, name: string, facts: Partial<CalendarShow>): CalendarShow {
  return {
    id,
    kind: 'show',
    slug: name.toLowerCase(),
    name,
    colors,
    followerCount: 0,
    demo: false,
    externalIds: {},
    promotion: null,
    ...facts,
  } as CalendarShow;
}
const RAW = show('01J0000000000000000000RAW1', 'Raw', { status: 'live', startsAt: at(-1), endsAt: at(2) });
const DYNAMITE = show('01J0000000000000000000DYN1', 'Dynamite', {
  status: 'finished',
  startsAt: at(-10),
  endsAt: at(-7),
});
const OLD = show('01J0000000000000000000OLD1', 'Old Show', {
  status: 'finished',
  startsAt: at(-40),
  endsAt: at(-37),
});
const NEXT = show('01J0000000000000000000NXT1', 'Next Week', { status: 'scheduled', startsAt: at(30) });
const watch = (showId: string, status: ShowWatch['status']): ShowWatch => ({
  showId,
  status,
  protected: status === null,
  revealAt: null,
});

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});
function answer(shows: CalendarShow[], statuses: Record<string, ShowWatch['status']>) {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/shows': () => jsonResponse({ shows }),
      ...Object.fromEntries(
        shows.map((s) => [
          `GET /api/shows/${s.id}/watch`,
          () => jsonResponse(watch(s.id, statuses[s.id] ?? null)),
        ]),
      ),
      ...Object.fromEntries(
        shows.map((s) => [
          `PUT /api/shows/${s.id}/watch`,
          (init: RequestInit | undefined) => jsonResponse(watch(s.id, JSON.parse(String(init?.body)).status)),
        ]),
      ),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
}
const banner = () => screen.queryByRole('region', { name: SPOILER_TEXTS.settingsHeading });

describe('SpoilerBanner', () => {
  it("reads the fan's own calendar and says a show is on, with the three buttons", async () => {
    answer([RAW, NEXT], {});
    renderWithProviders(<SpoilerBanner at={NOW} />);
    const region = await screen.findByRole('region', { name: SPOILER_TEXTS.settingsHeading });
    expect(region).toHaveTextContent(SPOILER_TEXTS.bannerOn('Raw'));
    const group = within(region).getByRole('group', { name: 'How are you watching Raw?' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Watching live', 'Watching later', 'Watched']);
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContainEqual(expect.stringMatching(/^\/api\/shows\?.*following=true/));
    // Only the show on is asked about; the coming one is not.
    expect(urls).not.toContain(`/api/shows/${NEXT.id}/watch`);
  });

  it('says a show just aired (ended less than 24 hours ago); older shows and coming ones give none', async () => {
    answer([DYNAMITE, OLD, NEXT], {});
    renderWithProviders(<SpoilerBanner at={NOW} />);
    expect(await screen.findByText(SPOILER_TEXTS.bannerAired('Dynamite'))).toBeInTheDocument();
    expect(screen.queryByText(/Old Show/)).not.toBeInTheDocument();
  });

  it('is not there once the fan picked a status for the show, nor when nothing is on', async () => {
    answer([RAW], { [RAW.id]: 'later' });
    const first = renderWithProviders(<SpoilerBanner at={NOW} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(banner()).toBeNull();
    first.unmount();
    answer([OLD, NEXT], {});
    renderWithProviders(<SpoilerBanner at={NOW} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(banner()).toBeNull();
  });

  it('goes once a status is tapped, to the next show on or just aired', async () => {
    answer([RAW, DYNAMITE], {});
    const { user } = renderWithProviders(<SpoilerBanner at={NOW} />);
    const region = await screen.findByRole('region', { name: SPOILER_TEXTS.settingsHeading });
    await user.click(within(region).getByRole('button', { name: 'Watching later' }));
    expect(await screen.findByText(SPOILER_TEXTS.bannerAired('Dynamite'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Watched' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PUT')
        .map(([url, init]) => [String(url), String(init?.body)]),
    ).toEqual([
      [`/api/shows/${RAW.id}/watch`, '{"status":"later"}'],
      [`/api/shows/${DYNAMITE.id}/watch`, '{"status":"watched"}'],
    ]);
  });
});
