import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeComment, makePost, routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { CommentSection } from './comment-section';
import { PostCard } from './post-card';

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function serve(routes: Parameters<typeof routeFetch>[0]) {
  fetchMock.mockImplementation(routeFetch(routes));
  vi.stubGlobal('fetch', fetchMock);
}

describe('an item a muted word covers', () => {
  const post = makePost({ content: 'Tonight: the big SPOILER', imageUrl: '/media/uploads/author-1/x.png' });
  const covered = {
    ...post,
    content: '',
    imageUrl: null,
    linkPreviewUrl: null,
    filtered: { word: 'spoiler' },
  };

  it('a post says "Hidden: mentions \'word\'" and shows nothing of it until Show fetches it', async () => {
    serve({ [`GET /api/posts/${post.id}?reveal=1`]: () => jsonResponse(post) });
    const { user } = renderWithProviders(<PostCard post={covered} meId="me" />);
    const card = screen.getByRole('article', { name: 'Post by Macho Fan' });
    expect(await within(card).findByText("Hidden: mentions 'spoiler'")).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: 'Show' }));
    expect(await within(card).findByText('Tonight: the big SPOILER')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Image posted by Macho Fan' })).toBeInTheDocument();
    expect(within(card).queryByText(/Hidden: mentions/)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed Show keeps the cover and says so', async () => {
    serve({ [`GET /api/posts/${post.id}?reveal=1`]: () => jsonResponse({ message: 'Post not found' }, 404) });
    const { user } = renderWithProviders(<PostCard post={covered} meId="me" />);
    await user.click(await screen.findByRole('button', { name: 'Show' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to show this');
    expect(screen.getByText("Hidden: mentions 'spoiler'")).toBeInTheDocument();
  });

  it('a comment is covered the same way and Show reveals that one comment', async () => {
    const comment = makeComment({ id: 'c-1', content: 'what a result' });
    const other = makeComment({ id: 'c-2', content: 'the result again' });
    const cover = (c: typeof comment) => ({ ...c, content: '', filtered: { word: 'result' } });
    serve({
      [`GET /api/posts/${comment.postId}/comments`]: () => jsonResponse([cover(comment), cover(other)]),
      [`GET /api/posts/${comment.postId}/comments?reveal=c-1`]: () => jsonResponse([comment, cover(other)]),
    });
    const { user } = renderWithProviders(
      <CommentSection post={makePost({ id: comment.postId, authorId: 'x' })} meId="me" />,
    );
    const list = await screen.findByRole('list', { name: 'Comments' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(await within(first).findByText("Hidden: mentions 'result'")).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Show' }));
    expect(await within(first).findByText('what a result')).toBeInTheDocument();
    expect(within(second).getByText("Hidden: mentions 'result'")).toBeInTheDocument();
    expect(list).not.toHaveTextContent('the result again');
  });
});
