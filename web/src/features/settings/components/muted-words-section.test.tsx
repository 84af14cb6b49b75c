import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/dates';
import { routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { MutedWordsSection, mutedUntil } from './muted-words-section';

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const LIST = 'GET /api/muted-words';
const raw = { id: 'AAAAAAAAAAAAAAAA', word: 'raw', action: 'hide' as const, expiresAt: null };
const spoiler = {
  id: 'BBBBBBBBBBBBBBBB',
  word: 'Spoilers',
  action: 'warn' as const,
  expiresAt: '2030-01-02T03:04:00.000Z',
};

function renderSection(routes: Parameters<typeof routeFetch>[0]) {
  fetchMock.mockImplementation(routeFetch(routes));
  vi.stubGlobal('fetch', fetchMock);
  return renderWithProviders(<MutedWordsSection />);
}
const bodyOf = (method: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body));

describe('MutedWordsSection', () => {
  it('lists the words with when each ends and what it does', async () => {
    renderSection({ [LIST]: () => jsonResponse([spoiler, raw]) });
    const list = await screen.findByRole('list', { name: 'Muted words' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Spoilers');
    // Worded as a fan's mute is, the end written as every moment is (web/src/lib/dates.ts).
    expect(mutedUntil(spoiler)).toBe(`Muted until ${formatDateTime(spoiler.expiresAt)}`);
    expect(mutedUntil(spoiler)).toMatch(
      /^Muted until [A-Z][a-z]{2}, Jan [12], 2030, \d{1,2}(:\d\d)? (AM|PM)$/,
    );
    expect(first).toHaveTextContent(mutedUntil(spoiler));
    expect(first).toHaveTextContent('Warning');
    expect(second).toHaveTextContent('raw');
    expect(within(second).getByText('Muted')).toBeInTheDocument();
    expect(second).toHaveTextContent('Hidden');
  });

  it("offers the durations in the words a fan's mute uses", async () => {
    renderSection({ [LIST]: () => jsonResponse([]) });
    const select = await screen.findByLabelText('For');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['24 hours', '7 days', '30 days', 'Forever']);
  });

  it('mutes a word with the chosen duration and action, then reads the list again', async () => {
    let words: unknown[] = [];
    const { user } = renderSection({
      [LIST]: () => jsonResponse(words),
      'POST /api/muted-words': () => {
        words = [{ ...spoiler, action: 'hide' }];
        return jsonResponse(words[0]);
      },
    });
    expect(await screen.findByText("You haven't muted any words.")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Word, phrase or #hashtag'), '  Spoilers ');
    await user.selectOptions(screen.getByLabelText('For'), '7 days');
    await user.selectOptions(screen.getByLabelText('Then'), 'Hide the post');
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Word muted');
    expect(bodyOf('POST')).toEqual({ word: 'Spoilers', duration: '7d', action: 'hide' });
    expect(await screen.findByRole('list', { name: 'Muted words' })).toHaveTextContent('Spoilers');
    expect(screen.getByLabelText('Word, phrase or #hashtag')).toHaveValue('');
  });

  it('refuses an empty word before sending, and shows the server’s refusal', async () => {
    const { user } = renderSection({
      [LIST]: () => jsonResponse([]),
      'POST /api/muted-words': () => jsonResponse({ message: 'You can mute at most 100 words' }, 400),
    });
    await user.click(await screen.findByRole('button', { name: 'Mute' }));
    expect(await screen.findByText('Enter a word to mute')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText('Word, phrase or #hashtag'), 'raw');
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to mute the word');
    expect(screen.getAllByText('You can mute at most 100 words').length).toBeGreaterThan(0);
  });

  it('removes a word', async () => {
    let words: unknown[] = [raw];
    const { user } = renderSection({
      [LIST]: () => jsonResponse(words),
      [`DELETE /api/muted-words/${raw.id}`]: () => {
        words = [];
        return jsonResponse({ message: 'Word unmuted' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove raw' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Word unmuted');
    await waitFor(() => expect(screen.getByText("You haven't muted any words.")).toBeInTheDocument());
  });
});
