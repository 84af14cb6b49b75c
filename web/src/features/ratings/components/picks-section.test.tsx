import { PICK_TEXTS } from '@shared/messages-ratings';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import type { ShowPicks } from '@shared/schemas/ratings';
import type { EntityRef, Match } from '@shared/schemas/wrestling';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import PicksSection from './picks-section';

/** The show page's "Your picks" (issue 39) against answers shaped as the API's (showPicksSchema). */

const SHOW = '01KSHOW0000000000000000001';
const M1 = '01KMATCH000000000000000001';
const M2 = '01KMATCH000000000000000002';
const colors = { primary: '#000000', secondary: '#ffffff' };
const ref = (id: string, name: string): EntityRef => ({
  id,
  kind: 'wrestler',
  slug: id.toLowerCase(),
  name,
  colors,
});
const names = new Map(
  [ref('W1', 'Kenny Omega'), ref('W2', 'Jon Moxley'), ref('W3', 'Rhea Ripley'), ref('W4', 'Iyo Sky')].map(
    (e) => [e.id, e],
  ),
);
const match = (id: string, position: number, sides: string[][]): Match => ({
  id,
  showId: SHOW,
  position,
  sides,
  stipulation: null,
  championshipId: null,
  status: 'upcoming',
  result: null,
  demo: false,
});
const card = [match(M1, 1, [['W1'], ['W2']]), match(M2, 2, [['W3'], ['W4']])];

type MatchPick = ShowPicks['matches'][number];
const open = (matchId: string, mine: number | null = null): MatchPick => ({
  matchId,
  locked: false,
  mine,
  split: null,
  winnerSide: null,
  points: null,
});
const picks = (matches: MatchPick[], more: Partial<ShowPicks> = {}): ShowPicks => ({
  showId: SHOW,
  matches,
  record: null,
  ...more,
});

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});
const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);

function answer(get: ShowPicks, put?: (body: { picks: { matchId: string; side: number }[] }) => Response) {
  fetchMock.mockImplementation(
    routeFetch({
      [`GET /api/shows/${SHOW}/picks`]: () => jsonResponse(get),
      [`PUT /api/shows/${SHOW}/picks`]: (init) =>
        (put ?? (() => jsonResponse(get)))(JSON.parse(String(init?.body))),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
}

const finished = card.map((m): Match => ({ ...m, status: 'finished' }));
const render = (resultsShown = false, shown: readonly Match[] = card, started = false) =>
  renderWithProviders(
    <PicksSection
      showId={SHOW}
      showName="Fight Night"
      card={shown}
      names={names}
      started={started}
      resultsShown={resultsShown}
    />,
  );
const group = (title: string) => screen.getByRole('group', { name: PICK_TEXTS.whoWins(title) });

describe('the picks section', () => {
  it('names each side as the card does and saves only the changed picks, in one PUT', async () => {
    answer(picks([open(M1, 0), open(M2)]), (body) =>
      jsonResponse(
        picks([
          open(M1, body.picks.find((p) => p.matchId === M1)?.side ?? 0),
          open(M2, body.picks.find((p) => p.matchId === M2)?.side ?? null),
        ]),
      ),
    );
    const { user } = render();
    expect(await screen.findByRole('heading', { name: PICK_TEXTS.title })).toBeInTheDocument();
    const first = await waitFor(() => group('Kenny Omega vs Jon Moxley'));
    expect(within(first).getByRole('button', { name: 'Kenny Omega' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const save = screen.getByRole('button', { name: PICK_TEXTS.save });
    expect(save).toBeDisabled();
    // Picked again as stored: nothing changed; then Iyo Sky in the second match.
    await user.click(within(first).getByRole('button', { name: 'Kenny Omega' }));
    expect(save).toBeDisabled();
    await user.click(within(group('Rhea Ripley vs Iyo Sky')).getByRole('button', { name: 'Iyo Sky' }));
    await user.click(save);
    expect(await screen.findByText(PICK_TEXTS.saved)).toBeInTheDocument();
    expect(puts()).toEqual([[`/api/shows/${SHOW}/picks`, { picks: [{ matchId: M2, side: 1 }] }]]);
    expect(within(group('Rhea Ripley vs Iyo Sky')).getByRole('button', { name: 'Iyo Sky' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: PICK_TEXTS.leaderboard })).toHaveAttribute(
      'href',
      '/leaderboards',
    );
  });

  it('shows a locked match read-only with the crowd’s split', async () => {
    answer(picks([{ ...open(M1, 1), locked: true, split: [3, 1] }, open(M2)]));
    render();
    await screen.findByRole('button', { name: 'Kenny Omega 75%' });
    const locked = group('Kenny Omega vs Jon Moxley');
    const item = locked.closest('li') as HTMLElement;
    expect(within(item).getByText(PICK_TEXTS.locked)).toBeInTheDocument();
    expect(within(locked).getByRole('button', { name: 'Kenny Omega 75%' })).toBeDisabled();
    expect(within(locked).getByRole('button', { name: 'Jon Moxley 25%' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(item).getByTestId('pick-split')).toBeInTheDocument();
    // The other match is still open, without a split (no bandwagon before the lock).
    const other = group('Rhea Ripley vs Iyo Sky');
    expect(within(other).getByRole('button', { name: 'Rhea Ripley' })).toBeEnabled();
    expect(screen.getAllByTestId('pick-split')).toHaveLength(1);
  });

  const scored = picks(
    [
      { matchId: M1, locked: true, mine: 1, split: [3, 1], winnerSide: 1, points: 15 },
      { matchId: M2, locked: true, mine: 0, split: [1, 1], winnerSide: 1, points: 0 },
    ],
    { record: { correct: 1, decided: 2, points: 15 } },
  );

  it('once scored and with results on: correct or wrong, the points and the record', async () => {
    answer(scored);
    render(true, finished, true);
    expect(await screen.findByTestId('picks-record')).toHaveTextContent(
      'You went 1/2 at Fight Night · 15 points',
    );
    const [first, second] = screen.getAllByTestId('pick');
    expect(within(first as HTMLElement).getByTestId('pick-outcome')).toHaveTextContent(
      `${PICK_TEXTS.correct} · 15 points`,
    );
    expect(within(second as HTMLElement).getByTestId('pick-outcome')).toHaveTextContent(PICK_TEXTS.wrong);
    // Every match locked: nothing to save.
    expect(screen.queryByRole('button', { name: PICK_TEXTS.save })).not.toBeInTheDocument();
  });

  it('keeps winners, points and the record back while the results switch is off', async () => {
    answer(scored);
    render(false, finished, true);
    expect(await screen.findByText(PICK_TEXTS.pointsWithResults)).toBeInTheDocument();
    expect(screen.queryByTestId('picks-record')).not.toBeInTheDocument();
    expect(screen.queryByText(PICK_TEXTS.wrong)).not.toBeInTheDocument();
    expect(screen.queryByText(/\d+ points?/)).not.toBeInTheDocument();
  });

  it('shielded by Spoiler Guard: the shield’s line, no winners, points or record', async () => {
    answer(
      picks(
        [
          { matchId: M1, locked: true, mine: 1, split: [3, 1], winnerSide: null, points: null },
          { matchId: M2, locked: true, mine: 0, split: [1, 1], winnerSide: null, points: null },
        ],
        { shield: { showId: SHOW, showName: 'Fight Night', revealAt: null } },
      ),
    );
    render(true, finished, true);
    expect(await screen.findByTestId('picks-shield')).toHaveTextContent(SPOILER_TEXTS.protectedNote);
    expect(screen.queryByTestId('picks-record')).not.toBeInTheDocument();
    expect(screen.queryByText(PICK_TEXTS.correct, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByText(PICK_TEXTS.wrong)).not.toBeInTheDocument();
    // The fan's own picks stay.
    expect(
      within(group('Kenny Omega vs Jon Moxley')).getByRole('button', { name: 'Jon Moxley 25%' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws the card’s sides before the answer, locked as the card says, so the section keeps its height', async () => {
    let resolve: () => void = () => undefined;
    const answered = { promise: new Promise<void>((r) => (resolve = r)), resolve: () => resolve() };
    answer(picks([{ ...open(M1, 0), locked: true, split: [1, 1] }, open(M2)]));
    const reply = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (...args) => {
      await answered.promise;
      return (reply as typeof fetch)(...args);
    });
    render(false, [{ ...card[0], status: 'live' } as Match, card[1] as Match]);
    const first = group('Kenny Omega vs Jon Moxley');
    expect(within(first).getByRole('button', { name: 'Kenny Omega' })).toBeDisabled();
    expect(screen.getAllByText(PICK_TEXTS.locked)).toHaveLength(1);
    expect(screen.getAllByTestId('pick-split')).toHaveLength(1);
    expect(
      within(group('Rhea Ripley vs Iyo Sky')).getByRole('button', { name: 'Rhea Ripley' }),
    ).toBeDisabled();
    answered.resolve();
    await waitFor(() =>
      expect(
        within(group('Rhea Ripley vs Iyo Sky')).getByRole('button', { name: 'Rhea Ripley' }),
      ).toBeEnabled(),
    );
    expect(within(first).getByRole('button', { name: 'Kenny Omega 50%' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows a refusal as the API’s text and keeps the stored pick', async () => {
    answer(picks([open(M1), open(M2)]), () => jsonResponse({ message: PICK_TEXTS.locked }, 400));
    const { user } = render();
    await user.click(
      await waitFor(() =>
        within(group('Kenny Omega vs Jon Moxley')).getByRole('button', { name: 'Jon Moxley' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: PICK_TEXTS.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PICK_TEXTS.locked);
    expect(screen.queryByText(PICK_TEXTS.saved)).not.toBeInTheDocument();
  });
});
