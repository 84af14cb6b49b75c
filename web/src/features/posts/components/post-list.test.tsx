import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedQueryOptions } from '@/features/posts/api/get-feed';
import { makeComment, makePost, postPageResponse, routeFetch } from '@/testing/posts';
import { failingCreate, jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { FIRST_CARDS, PostList } from './post-list';

const fetchMock = vi.fn<typeof fetch>();
const originalScrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

function renderFeed(route = '/') {
  vi.stubGlobal('fetch', fetchMock);
  return renderWithProviders(
    <PostList
      query={feedQueryOptions()}
      meId="me"
      empty={<p>Nothing here yet</p>}
      errorToast="Failed to load feed posts"
      label="Feed"
    />,
    { route },
  );
}

/** Post i of a page, newest first (ids are the cursor). */
const nth = (i: number) =>
  makePost({ id: `01JPOST${String(999 - i).padStart(19, '0')}`, content: `Post number ${i}` });
const firstPage = Array.from({ length: 20 }, (_, i) => nth(i));
/** The cursor the first page answers (X-Next-Cursor): the server's, which the client sends back as is. */
const CURSOR = '01JPOST0000000000000000979';
const NEXT_PAGE = `GET /api/posts/feed?before=${CURSOR}`;

/** A stand-in IntersectionObserver whose sentinel visibility the test sets. */
function stubObserver() {
  const observers: ((visible: boolean) => void)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observers.push((visible) => callback([{ isIntersecting: visible }]));
      }
      observe() {}
      disconnect() {}
    },
  );
  return (visible: boolean) => act(() => observers.at(-1)?.(visible));
}

const getCalls = (url: string) => fetchMock.mock.calls.filter(([u]) => u === url).length;

describe('PostList (the home feed)', () => {
  it('shows a skeleton of three cards while loading', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderFeed();
    expect(screen.getAllByTestId('post-skeleton')).toHaveLength(3);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/posts/feed', expect.objectContaining({ method: 'GET' })),
    );
  });

  it('shows an error card and the "Failed to load feed posts" toast; Try Again reloads', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'boom' }, 500));
    const { user } = renderFeed();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to load feed posts');
    fetchMock.mockResolvedValueOnce(jsonResponse([makePost()]));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Post by Macho Fan' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no posts', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    renderFeed();
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });

  it('moves the Pop count by the server’s answer: +1 when added, −1 when not', async () => {
    let added = true;
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/posts/feed': () => jsonResponse([makePost({ popCount: 2 })]),
        'POST /api/reactions': () => jsonResponse({ added, popCount: 99 }),
      }),
    );
    const { user } = renderFeed();
    await user.click(await screen.findByRole('button', { name: 'Pop 2' }));
    expect(await screen.findByRole('button', { name: 'Pop 3' })).toHaveAttribute('aria-pressed', 'true');
    added = false;
    await user.click(screen.getByRole('button', { name: 'Pop 3' }));
    expect(await screen.findByRole('button', { name: 'Pop 2' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens the comments, refuses a blank one, adds one and counts it', async () => {
    const post = makePost({ commentCount: 1 });
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/posts/feed': () => jsonResponse([post]),
        [`GET /api/posts/${post.id}/comments`]: () => jsonResponse([makeComment()]),
        'POST /api/comments': (init) =>
          jsonResponse(
            makeComment({
              id: '01JCOMMENT0000000000000002',
              content: JSON.parse(String(init?.body)).content,
              authorId: 'me',
            }),
            201,
          ),
      }),
    );
    const { user } = renderFeed();
    await user.click(await screen.findByRole('button', { name: 'Comments 1' }));
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(within(list).getByText('Oh yeah!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(screen.getByText('Please enter a comment')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/comments', expect.anything());
    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), '  Snap into it!  ');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Comment added successfully!');
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/comments');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ postId: post.id, content: 'Snap into it!' });
    expect(within(list).getByText('Snap into it!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comments 2' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
  });

  it('deletes one’s own comment after confirming, and says when adding fails', async () => {
    const post = makePost({ commentCount: 1 });
    const mine = makeComment({ authorId: 'me' });
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/posts/feed': () => jsonResponse([post]),
        [`GET /api/posts/${post.id}/comments`]: () => jsonResponse([mine]),
        [`DELETE /api/comments/${mine.id}`]: () => jsonResponse({ message: 'Comment deleted' }),
        'POST /api/comments': failingCreate,
      }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderFeed();
    await user.click(await screen.findByRole('button', { name: 'Comments 1' }));
    await user.click(await screen.findByRole('button', { name: 'Delete comment' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this comment?');
    expect(await screen.findByTestId('toast')).toHaveTextContent('Comment deleted successfully');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Comments 0' })).toBeInTheDocument());
    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'hi');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Failed to add comment'));
  });

  it('loads the next page (before = the cursor the last page answered) when the sentinel shows, and stops on a page without one', async () => {
    const sentinel = stubObserver();
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/posts/feed': () => postPageResponse(firstPage, CURSOR),
        [NEXT_PAGE]: () => postPageResponse([nth(20)]),
      }),
    );
    renderFeed();
    const feed = await screen.findByRole('region', { name: 'Feed' });
    // The first cards are drawn at once, the rest in a background render; then the sentinel is watched.
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(20));
    sentinel(true);
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(21));
    expect(within(feed).getAllByRole('article')[20]).toHaveTextContent('Post number 20');
    // The sentinel is still in view, but the second page answered no next cursor.
    sentinel(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(getCalls(NEXT_PAGE.slice(4))).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('loads the next page after a page of fewer than 20 posts when it answered a next cursor', async () => {
    const sentinel = stubObserver();
    // Posts of banned fans were left out of the first page: 5 of 20 shown, and more to come.
    const shortPage = firstPage.slice(0, 5);
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/posts/feed': () => postPageResponse(shortPage, CURSOR),
        [NEXT_PAGE]: () => postPageResponse([nth(20)]),
      }),
    );
    renderFeed();
    const feed = await screen.findByRole('region', { name: 'Feed' });
    // The first cards are drawn at once, the rest in a background render; then the sentinel is watched.
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(5));
    sentinel(true);
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(6));
    expect(within(feed).getAllByRole('article')[5]).toHaveTextContent('Post number 20');
    expect(getCalls(NEXT_PAGE.slice(4))).toBe(1);
  });

  it('draws the first cards at once and the rest of the page right after, in a background render', async () => {
    fetchMock.mockImplementation(routeFetch({ 'GET /api/posts/feed': () => postPageResponse(firstPage) }));
    renderFeed();
    const feed = await screen.findByRole('region', { name: 'Feed' });
    expect(within(feed).getAllByRole('article')).toHaveLength(FIRST_CARDS);
    expect(within(feed).getAllByRole('article')[0]).toHaveTextContent('Post number 0');
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(20));
    expect(within(feed).getAllByRole('article')[19]).toHaveTextContent('Post number 19');
  });

  it('ends the list on a page without a next cursor, even a full one of 20', async () => {
    const sentinel = stubObserver();
    fetchMock.mockImplementation(routeFetch({ 'GET /api/posts/feed': () => postPageResponse(firstPage) }));
    renderFeed();
    const feed = await screen.findByRole('region', { name: 'Feed' });
    // The first cards are drawn at once, the rest in a background render; then the sentinel is watched.
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(20));
    sentinel(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(within(feed).queryByLabelText('Loading more posts')).not.toBeInTheDocument();
  });

  it('keeps loading past an empty page that answered a next cursor instead of showing the empty state', async () => {
    const sentinel = stubObserver();
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/posts/feed': () => postPageResponse([], CURSOR),
        [NEXT_PAGE]: () => postPageResponse([nth(20)]),
      }),
    );
    renderFeed();
    const feed = await screen.findByRole('region', { name: 'Feed' });
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
    sentinel(true);
    expect(await within(feed).findByText('Post number 20')).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
  });

  it('keeps the posts when a later page fails, does not retry by itself, and Try Again loads it', async () => {
    const sentinel = stubObserver();
    let nextFails = true;
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/posts/feed': () => postPageResponse(firstPage, CURSOR),
        [NEXT_PAGE]: () => (nextFails ? jsonResponse({ message: 'boom' }, 500) : postPageResponse([nth(20)])),
      }),
    );
    const { user } = renderFeed();
    const feed = await screen.findByRole('region', { name: 'Feed' });
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(20));
    sentinel(true);
    expect(await within(feed).findByText('More posts could not be loaded.')).toBeInTheDocument();
    expect(within(feed).getAllByRole('article')).toHaveLength(20);
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(getCalls(NEXT_PAGE.slice(4))).toBe(1);
    nextFails = false;
    await user.click(within(feed).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(21));
  });

  it('scrolls to the post a shared link points at (#post-{id}) once the list has loaded', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const target = nth(7);
    fetchMock.mockImplementation(routeFetch({ 'GET /api/posts/feed': () => jsonResponse(firstPage) }));
    renderFeed(`/profile/author-1#post-${target.id}`);
    await screen.findByRole('region', { name: 'Feed' });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', `post-${target.id}`);
    expect(scrollIntoView.mock.contexts[0]).toHaveTextContent('Post number 7');
  });
});
