import type { ShowPage } from '@shared/schemas/shows';
import type { MatchResult } from '@shared/schemas/wrestling';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { ShowScreen } from './show-screen';

/** The fans' show page with a match that ended without a winner (issue 35): said as such, a spoiler. */

const SHOW = '01KSHOW0000000000000000001';
const colors = { primary: '#000000', secondary: '#ffffff' };
const ref = (id: string, name: string) => ({
  id,
  kind: 'wrestler' as const,
  slug: id.toLowerCase(),
  name,
  colors,
});

const page = (result: MatchResult | null): ShowPage => ({
  show: {
    id: SHOW,
    kind: 'show',
    slug: 'fight-night',
    name: 'Fight Night',
    colors,
    followerCount: 0,
    demo: false,
    externalIds: {},
    status: 'finished',
    startsAt: '2026-07-05T03:00:00.000Z',
    endsAt: '2026-07-05T06:00:00.000Z',
    timeZone: 'America/Los_Angeles',
  },
  card: [
    {
      id: '01KMATCH000000000000000001',
      showId: SHOW,
      position: 1,
      sides: [['W1'], ['W2']],
      stipulation: null,
      championshipId: null,
      status: 'finished',
      result,
      demo: false,
    },
  ],
  entities: [ref('W1', 'Kenny Omega'), ref('W2', 'Jon Moxley')],
});

const fetchMock = vi.fn<typeof fetch>();
let result: MatchResult;
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === `/api/shows/${SHOW}?results=true`) return jsonResponse(page(result));
    if (url === `/api/shows/${SHOW}`) return jsonResponse(page(null));
    throw new Error(`Unexpected request ${url}`);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('a match without a winner on the show page', () => {
  it('reads "Draw" (not a winner, not a method) with its time, and only with results on', async () => {
    result = { winnerSide: null, method: 'draw', durationSeconds: 1800, titleChange: false };
    const { user } = renderWithProviders(<ShowScreen showId={SHOW} />);
    const match = await screen.findByTestId('match');
    expect(match).not.toHaveTextContent('Draw');
    await user.click(screen.getByLabelText('Show results'));
    expect(await within(match).findByText('Draw')).toBeInTheDocument();
    expect(match).toHaveTextContent('30:00');
    expect(match).not.toHaveTextContent('Winner');
    // Said once, as the result (a chip), not as "No winner" and a method.
    expect(within(match).getAllByText(/draw/i)).toHaveLength(1);
    expect(within(match).getByText('Draw')).toHaveClass('MuiChip-label');
    expect(within(match).queryByText('No winner')).not.toBeInTheDocument();
  });

  it('names each outcome: a double count-out', async () => {
    result = { winnerSide: null, method: 'double-count-out', durationSeconds: null, titleChange: false };
    const { user } = renderWithProviders(<ShowScreen showId={SHOW} />);
    await screen.findByTestId('match');
    await user.click(screen.getByLabelText('Show results'));
    expect(await screen.findByText('Double count-out')).toBeInTheDocument();
    expect(screen.queryByText('No winner')).not.toBeInTheDocument();
  });
});
