import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import type { Shield } from '@shared/schemas/spoilers';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeComment, makePost, routeFetch } from '@/testing/posts';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { CommentSection } from './comment-section';
import { PostCard } from './post-card';

/** Spoiler Guard's card on a post or comment about a show the fan is protected from (docs/spoilers.md). */

const SHOW = '01J00000000000000000000SHW';
const POST_ID = '01JPOST0000000000000000001';
const shield: Shield = { showId: SHOW, showName: 'Raw', revealAt: null };
const rawTag = {
  id: SHOW,
  kind: 'show' as const,
  slug: 'wwe-raw',
  name: 'Raw',
  colors: { primary: '#d50000', secondary: '#ffffff' },
};
// The stub as the server sends it: no text, image, preview, mentions, only the show's tag.
const stub = makePost({
  id: POST_ID,
  content: '',
  tags: [rawTag],
  shielded: shield,
  commentCount: 2,
  editedAt: new Date().toISOString(),
  editCount: 1,
});
const full = makePost({ id: POST_ID, content: 'Cody wins the title!', tags: [rawTag], commentCount: 2 });

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});
function answer(routes: Parameters<typeof routeFetch>[0]) {
  fetchMock.mockImplementation(routeFetch(routes));
  vi.stubGlobal('fetch', fetchMock);
}

describe('PostCard: a post Spoiler Guard shields', () => {
  it('reads "Spoiler Guard: about Raw" with its two offers; author and time stay', async () => {
    answer({});
    renderWithProviders(<PostCard post={stub} meId="me" />);
    const card = screen.getByRole('article', { name: 'Post by Macho Fan' });
    const note = await within(card).findByRole('note');
    expect(note).toHaveTextContent(SPOILER_TEXTS.shieldedAbout('Raw'));
    expect(within(note).getByRole('button', { name: SPOILER_TEXTS.revealPost })).toBeInTheDocument();
    expect(within(note).getByRole('button', { name: "I've watched Raw" })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Macho Fan' })).toBeInTheDocument();
    expect(within(card).getByText(/@macho/)).toHaveTextContent('@macho · 3h');
    expect(card.querySelector('time')).toHaveAttribute('dateTime', stub.createdAt);
    // No "Edited" mark: its history would be the post's text.
    expect(within(card).queryByText(/edited/i)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('"Reveal this post" fetches it whole and shows it in place, for this view', async () => {
    answer({ [`GET /api/posts/${POST_ID}/reveal`]: () => jsonResponse(full) });
    const { user } = renderWithProviders(<PostCard post={stub} meId="me" />);
    await user.click(await screen.findByRole('button', { name: SPOILER_TEXTS.revealPost }));
    const card = screen.getByRole('article', { name: 'Post by Macho Fan' });
    expect(await within(card).findByText('Cody wins the title!')).toBeInTheDocument();
    expect(within(card).queryByRole('note')).toBeNull();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toEqual([
      `GET /api/posts/${POST_ID}/reveal`,
    ]);
  });

  it('says why when the reveal fails, and keeps the card', async () => {
    answer({
      [`GET /api/posts/${POST_ID}/reveal`]: () => jsonResponse({ message: SPOILER_TEXTS.notShielded }, 400),
    });
    const { user } = renderWithProviders(<PostCard post={stub} meId="me" />);
    await user.click(await screen.findByRole('button', { name: SPOILER_TEXTS.revealPost }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(SPOILER_TEXTS.revealFailed);
    expect(toast).toHaveTextContent(SPOILER_TEXTS.notShielded);
    expect(screen.getByRole('note')).toHaveTextContent(SPOILER_TEXTS.shieldedAbout('Raw'));
  });

  it('"I\'ve watched Raw" marks the show watched and sends every list, show and entity page for again', async () => {
    answer({
      [`PUT /api/shows/${SHOW}/watch`]: () =>
        jsonResponse({ showId: SHOW, status: 'watched', protected: false, revealAt: null }),
    });
    const queryClient = createTestQueryClient();
    const cached = {
      feed: ['/api/posts', 'feed'],
      show: ['/api/shows', SHOW, 'card'],
      entity: ['/api/entities', 'cody-rhodes'],
      profile: ['/api/users', 'author-1', 'posts'],
      hashtag: ['/api/trending', 'hashtags'],
    };
    for (const key of Object.values(cached)) queryClient.setQueryData(key, []);
    const { user } = renderWithProviders(<PostCard post={stub} meId="me" />, { queryClient });
    await user.click(await screen.findByRole('button', { name: "I've watched Raw" }));
    await waitFor(() =>
      expect(Object.values(cached).map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual(
        Object.values(cached).map(() => true),
      ),
    );
    expect(fetchMock.mock.calls.map(([url, init]) => [init?.method, String(url), init?.body])).toEqual([
      ['PUT', `/api/shows/${SHOW}/watch`, '{"status":"watched"}'],
    ]);
    expect(queryClient.getQueryData(['/api/shows', SHOW, 'watch'])).toMatchObject({ status: 'watched' });
  });
});

describe('CommentSection: a comment Spoiler Guard shields', () => {
  it('shows the note and "I\'ve watched Raw", no reveal, the author and time as on any comment', async () => {
    const hidden = makeComment({ content: '', shielded: shield });
    answer({
      [`GET /api/posts/${POST_ID}/comments`]: () => jsonResponse([hidden]),
      [`PUT /api/shows/${SHOW}/watch`]: () =>
        jsonResponse({ showId: SHOW, status: 'watched', protected: false, revealAt: null }),
    });
    const { user } = renderWithProviders(<CommentSection post={makePost({ id: POST_ID })} meId="me" />);
    const list = await screen.findByRole('list', { name: 'Comments' });
    const note = await within(list).findByRole('note');
    expect(note).toHaveTextContent(SPOILER_TEXTS.shieldedAbout('Raw'));
    expect(within(note).queryByRole('button', { name: SPOILER_TEXTS.revealPost })).toBeNull();
    expect(within(list).getByRole('link', { name: 'Randy Fan' })).toBeInTheDocument();
    await user.click(within(note).getByRole('button', { name: "I've watched Raw" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
  });
});
