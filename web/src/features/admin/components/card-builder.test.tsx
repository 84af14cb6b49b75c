import type { ShowPage } from '@shared/schemas/shows';
import type { Match } from '@shared/schemas/wrestling';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { CardBuilder } from './card-builder';

/**
 * The admin's card builder as it is used on a live show (issue 35): steps that cannot be undone ask
 * first, a reload keeps a result's method and time, times are m:ss, a match can end without a winner.
 */

const SHOW = '01KSHOW0000000000000000001';
const M1 = '01KMATCH000000000000000001';
const M2 = '01KMATCH000000000000000002';
const [OMEGA, MOX, HANGMAN, OSPREAY] = ['01KW00000000000000000000001', '01KW0002', '01KW0003', '01KW0004'];
const colors = { primary: '#000000', secondary: '#ffffff' };
const ref = (id: string, name: string) => ({
  id,
  kind: 'wrestler' as const,
  slug: id.toLowerCase(),
  name,
  colors,
});

const match = (id: string, position: number, sides: string[][], over: Partial<Match> = {}): Match => ({
  id,
  showId: SHOW,
  position,
  sides,
  stipulation: null,
  championshipId: null,
  status: 'upcoming',
  result: null,
  demo: false,
  ...over,
});

let page: ShowPage;
function showPage(status: 'scheduled' | 'live' | 'finished', card: Match[]): ShowPage {
  return {
    show: {
      id: SHOW,
      kind: 'show',
      slug: 'fight-night',
      name: 'Fight Night',
      colors,
      followerCount: 0,
      demo: false,
      externalIds: {},
      status,
      startsAt: '2026-07-05T03:00:00.000Z',
      endsAt: '2026-07-05T06:00:00.000Z',
      timeZone: 'America/Los_Angeles',
    },
    card,
    entities: [
      ref(OMEGA, 'Kenny Omega'),
      ref(MOX, 'Jon Moxley'),
      ref(HANGMAN, 'Hangman Page'),
      ref(OSPREAY, 'Will Ospreay'),
    ],
  };
}

const fetchMock = vi.fn<typeof fetch>();
const sent = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') !== 'GET')
    .map(([url, init]) => ({
      method: init?.method,
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === `/api/shows/${SHOW}?results=true&spoilers=reveal`)
      return jsonResponse(page);
    if (method === 'GET' && url.startsWith('/api/admin/entities')) return jsonResponse([]);
    if (method === 'PUT' && url.endsWith('/result')) return jsonResponse(page.card[0]);
    if (method === 'PUT' || method === 'DELETE') return jsonResponse({});
    throw new Error(`Unexpected request ${method} ${url}`);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const renderBuilder = () => renderWithProviders(<CardBuilder showId={SHOW} />);
const firstMatch = async () => (await screen.findAllByTestId('admin-match'))[0] as HTMLElement;

describe('the card builder: a result after a reload', () => {
  it('shows the stored method and time, and a winner tap sends them back (not blanks)', async () => {
    page = showPage('live', [
      match(M1, 1, [[OMEGA], [MOX]], {
        status: 'finished',
        result: { winnerSide: 0, method: 'submission', durationSeconds: 754, titleChange: false },
      }),
    ]);
    const { user } = renderBuilder();
    const m = await firstMatch();
    expect(within(m).getByRole('combobox', { name: 'Method' })).toHaveTextContent('Submission');
    expect(within(m).getByRole('textbox', { name: 'Time (m:ss)' })).toHaveValue('12:34');
    expect(within(m).getByTestId('admin-result')).toHaveTextContent(
      'Result: Kenny Omega won · Submission · 12:34',
    );
    await user.click(within(m).getByRole('button', { name: 'Jon Moxley wins' }));
    await waitFor(() =>
      expect(sent()).toEqual([
        {
          method: 'PUT',
          url: `/api/admin/shows/${SHOW}/matches/${M1}/result`,
          body: { winnerSide: 1, method: 'submission', duration: '12:34' },
        },
      ]),
    );
  });

  it('takes the time as m:ss: a bare number is refused on the spot, nothing sent', async () => {
    page = showPage('live', [match(M1, 1, [[OMEGA], [MOX]], { status: 'live' })]);
    const { user } = renderBuilder();
    const m = await firstMatch();
    const time = within(m).getByRole('textbox', { name: 'Time (m:ss)' });
    await user.type(time, '14');
    await user.click(within(m).getByRole('button', { name: 'Kenny Omega wins' }));
    expect(await within(m).findByText('Time is minutes and seconds, like 12:34')).toBeInTheDocument();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
    await user.clear(time);
    await user.type(time, '14:05');
    await user.click(within(m).getByRole('button', { name: 'Kenny Omega wins' }));
    await waitFor(() =>
      expect(sent().map((c) => c.body)).toEqual([{ winnerSide: 0, method: null, duration: '14:05' }]),
    );
  });
});

describe('the card builder: a match without a winner', () => {
  it('"No winner" offers a draw, a no contest, a double count-out and a double DQ; one tap records it', async () => {
    page = showPage('live', [match(M1, 1, [[OMEGA], [MOX]], { status: 'live' })]);
    const { user } = renderBuilder();
    const m = await firstMatch();
    await user.type(within(m).getByRole('textbox', { name: 'Time (m:ss)' }), '30:00');
    await user.click(within(m).getByRole('button', { name: 'No winner' }));
    const menu = await screen.findByRole('menu', { name: 'How it ended without a winner' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Draw', 'No contest', 'Double count-out', 'Double disqualification']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Draw' }));
    await waitFor(() =>
      expect(sent()).toEqual([
        {
          method: 'PUT',
          url: `/api/admin/shows/${SHOW}/matches/${M1}/result`,
          body: { winnerSide: null, method: 'draw', duration: '30:00' },
        },
      ]),
    );
  });

  it('a stored draw reads as one on the card, its button named after it', async () => {
    page = showPage('live', [
      match(M1, 1, [[OMEGA], [MOX]], {
        status: 'finished',
        result: { winnerSide: null, method: 'double-count-out', durationSeconds: 600, titleChange: false },
      }),
    ]);
    renderBuilder();
    const m = await firstMatch();
    expect(within(m).getByTestId('admin-result')).toHaveTextContent('Result: Double count-out · 10:00');
    expect(within(m).getByRole('button', { name: 'Double count-out' })).toHaveClass('MuiButton-contained');
    expect(within(m).getByRole('button', { name: 'Kenny Omega wins' })).toHaveClass('MuiButton-outlined');
    // The method select is for wins: the outcome is not a method.
    expect(within(m).getByRole('combobox', { name: 'Method' }).textContent?.replace('\u200b', '')).toBe('');
  });
});

describe('the card builder: steps that cannot be undone ask first', () => {
  it("Mark live names the show and what happens; Cancel sends nothing, the dialog's button does it", async () => {
    page = showPage('scheduled', []);
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Mark live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Fight Night live?' });
    expect(dialog).toHaveTextContent(
      'Fans see the show as live from now on. It cannot go back to scheduled.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Mark live' }));
    const again = await screen.findByRole('dialog', { name: 'Mark Fight Night live?' });
    // The action has the focus: Enter (or one tap) does it.
    expect(within(again).getByRole('button', { name: 'Mark live' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(sent()).toEqual([
        { method: 'PUT', url: `/api/admin/shows/${SHOW}/status`, body: { status: 'live' } },
      ]),
    );
  });

  it('Mark finished says which matches still need a result and cannot be confirmed until they have one', async () => {
    page = showPage('live', [
      match(M1, 1, [[OMEGA], [MOX]], { status: 'live' }),
      match(M2, 2, [[HANGMAN], [OSPREAY]]),
    ]);
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Mark finished' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Fight Night finished?' });
    expect(dialog).toHaveTextContent('2 matches have no result yet: enter them or remove them first');
    expect(within(dialog).getByRole('button', { name: 'Mark finished' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent()).toEqual([]);
  });

  it('Mark finished with every result in: confirmed, sent', async () => {
    const done = { winnerSide: 0, method: null, durationSeconds: null, titleChange: false };
    page = showPage('live', [match(M1, 1, [[OMEGA], [MOX]], { status: 'finished', result: done })]);
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Mark finished' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Fight Night finished?' });
    expect(dialog).toHaveTextContent('Fans see the show as finished. It cannot be reopened.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark finished' }));
    await waitFor(() =>
      expect(sent()).toEqual([
        { method: 'PUT', url: `/api/admin/shows/${SHOW}/status`, body: { status: 'finished' } },
      ]),
    );
  });

  it("Remove names the match; only the dialog's Remove deletes it", async () => {
    page = showPage('live', [match(M1, 1, [[OMEGA], [MOX]]), match(M2, 2, [[HANGMAN], [OSPREAY]])]);
    const { user } = renderBuilder();
    const second = (await screen.findAllByTestId('admin-match'))[1] as HTMLElement;
    await user.click(within(second).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Hangman Page vs Will Ospreay?' });
    expect(dialog).toHaveTextContent('The match leaves the card, with its result. This cannot be undone.');
    expect(sent()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(sent()).toEqual([
        { method: 'DELETE', url: `/api/admin/shows/${SHOW}/matches/${M2}`, body: undefined },
      ]),
    );
  });
});
