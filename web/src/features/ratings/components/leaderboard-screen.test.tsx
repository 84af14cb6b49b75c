import { PICK_TEXTS } from '@shared/messages-ratings';
import type { Leaderboard } from '@shared/schemas/ratings';
import type { EntityRef } from '@shared/schemas/wrestling';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { LeaderboardScreen } from './leaderboard-screen';

/** /leaderboards (issue 39) against answers shaped as the API's (leaderboardSchema). */

const ME = '01KFANME000000000000000000';
const colors = { primary: '#000000', secondary: '#ffffff' };
const aew: EntityRef = {
  id: '01KPROMOAEW000000000000000',
  kind: 'promotion',
  slug: 'aew',
  name: 'AEW',
  colors,
};
const fan = (n: number, id = `01KFAN${String(n).padStart(20, '0')}`) => ({
  id,
  handle: `fan${n}`,
  displayName: `Fan ${n}`,
  profileImageUrl: null,
});
const board = (over: Partial<Leaderboard> = {}): Leaderboard => ({
  scope: 'everyone',
  period: 'week',
  week: '2026-W48',
  promotion: null,
  entries: [
    { rank: 1, fan: fan(1), points: 95 },
    { rank: 2, fan: fan(2, ME), points: 60 },
  ],
  me: { rank: 2, points: 60 },
  nextBefore: null,
  ...over,
});

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});
const asked = () => fetchMock.mock.calls.map(([url]) => String(url));

function answer(reply: (query: URLSearchParams) => Leaderboard) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/leaderboards') throw new Error(`Unexpected request ${url}`);
    return jsonResponse(reply(url.searchParams));
  });
  vi.stubGlobal('fetch', fetchMock);
}

const render = (route = '/leaderboards', promotions: EntityRef[] = [aew]) =>
  renderWithProviders(<LeaderboardScreen meId={ME} promotions={promotions} />, { route });

describe('the leaderboard page', () => {
  it('shows this week’s board for everyone: ranks, fans linked to their profiles, points, the fan’s own row', async () => {
    answer(() => board());
    render();
    const rows = await screen.findAllByTestId('board-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('1Fan 195');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Fan 1' })).toHaveAttribute(
      'href',
      `/profile/${fan(1).id}`,
    );
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveTextContent(`(${PICK_TEXTS.you})`);
    expect(screen.getByTestId('board-me')).toHaveTextContent('You: #2 · 60 points');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Everyone · This week · Week 2026-W48',
    );
    expect(asked()).toEqual(['/api/leaderboards?scope=everyone&period=week']);
  });

  it('switches scope and period through the address, and a promotion board asks for the first followed promotion', async () => {
    answer((q) =>
      board({
        scope: q.get('scope') as Leaderboard['scope'],
        period: q.get('period') as Leaderboard['period'],
        week: q.get('period') === 'week' ? '2026-W48' : null,
        promotion: q.get('promotion') ? aew : null,
      }),
    );
    const { user } = render();
    await screen.findAllByTestId('board-row');
    const who = screen.getByRole('group', { name: PICK_TEXTS.scopeLabel });
    await user.click(within(who).getByRole('button', { name: PICK_TEXTS.scopes.following }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('scope=following&period=week'),
    );
    expect(within(who).getByRole('button', { name: PICK_TEXTS.scopes.following })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(
      within(screen.getByRole('group', { name: PICK_TEXTS.periodLabel })).getByRole('button', {
        name: PICK_TEXTS.periods.all,
      }),
    );
    await user.click(within(who).getByRole('button', { name: PICK_TEXTS.scopes.promotion }));
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('AEW · All time');
    expect(
      within(screen.getByRole('group', { name: PICK_TEXTS.promotionLabel })).getByRole('button', {
        name: 'AEW',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(asked()).toEqual([
      '/api/leaderboards?scope=everyone&period=week',
      '/api/leaderboards?scope=following&period=week',
      '/api/leaderboards?scope=following&period=all',
      `/api/leaderboards?scope=promotion&period=all&promotion=${aew.id}`,
    ]);
  });

  it('a promotion board without a followed promotion asks for none and says so', async () => {
    answer(() => board());
    render('/leaderboards?scope=promotion', []);
    expect(await screen.findByText(PICK_TEXTS.noPromotions)).toBeInTheDocument();
    expect(asked()).toEqual([]);
  });

  it('pages with "More" on nextBefore; a fan without points is told how to get on the board', async () => {
    answer((q) =>
      q.get('before') === 'c1'
        ? board({ entries: [{ rank: 3, fan: fan(3), points: 10 }], me: null, nextBefore: null })
        : board({ entries: [{ rank: 1, fan: fan(1), points: 95 }], me: null, nextBefore: 'c1' }),
    );
    const { user } = render();
    await screen.findAllByTestId('board-row');
    expect(screen.getByTestId('board-me')).toHaveTextContent(PICK_TEXTS.noPlace);
    await user.click(screen.getByRole('button', { name: PICK_TEXTS.more }));
    await waitFor(() => expect(screen.getAllByTestId('board-row')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: PICK_TEXTS.more })).not.toBeInTheDocument();
    expect(asked()).toEqual([
      '/api/leaderboards?scope=everyone&period=week',
      '/api/leaderboards?scope=everyone&period=week&before=c1',
    ]);
  });
});
