import { MENTION_TEXTS } from '@shared/messages-controls';
import type { Post } from '@shared/schemas/posts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeComment, makePost, routeFetch } from '@/testing/posts';
import { failingCreate, jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { CommentSection } from './comment-section';

const POST_ID = '01JPOST0000000000000000001';
const COMMENTS = `GET /api/posts/${POST_ID}/comments`;
const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

const theirs = makeComment({ content: 'Oh yeah!', authorId: 'author-2', popCount: 4 });
const mine = makeComment({
  id: '01JCOMMENT0000000000000002',
  content: 'Snap into a Slim Jim!',
  authorId: 'me',
  authorDisplayName: 'Me Myself',
  userReacted: true,
  popCount: 1,
});

function renderSection(
  routes: Parameters<typeof routeFetch>[0],
  postAuthorId = 'author-9',
  post: Partial<Post> = {},
) {
  fetchMock.mockImplementation(routeFetch(routes));
  vi.stubGlobal('fetch', fetchMock);
  return renderWithProviders(
    <CommentSection post={makePost({ id: POST_ID, authorId: postAuthorId, ...post })} meId="me" />,
  );
}

const sent = (method: string, url: string) => {
  const call = fetchMock.mock.calls.find(([u, init]) => u === url && init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('CommentSection', () => {
  it('lists the comments oldest first, as text, with their authors linking to profiles', async () => {
    renderSection({ [COMMENTS]: () => jsonResponse([theirs, mine]) });
    const list = await screen.findByRole('list', { name: 'Comments' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Oh yeah!');
    expect(items[1]).toHaveTextContent('Snap into a Slim Jim!');
    expect(within(list).getByRole('link', { name: 'Randy Fan' })).toHaveAttribute(
      'href',
      '/profile/author-2',
    );
  });

  it('says when there are no comments yet', async () => {
    renderSection({ [COMMENTS]: () => jsonResponse([]) });
    expect(await screen.findByText('No comments yet. Start the conversation!')).toBeInTheDocument();
  });

  it('refuses a blank comment with "Please enter a comment", then sends the trimmed text', async () => {
    const { user } = renderSection({
      [COMMENTS]: () => jsonResponse([theirs]),
      'POST /api/comments': (init) =>
        jsonResponse(
          makeComment({ id: '01JCOMMENT0000000000000009', content: JSON.parse(String(init?.body)).content }),
          201,
        ),
    });
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(screen.getByText('Please enter a comment')).toBeInTheDocument();
    expect(sent('POST', '/api/comments')).toBeUndefined();

    await user.type(box, ' Whatcha gonna do, brother? ');
    expect(screen.queryByText('Please enter a comment')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Comment added successfully!');
    expect(sent('POST', '/api/comments')).toEqual({ postId: POST_ID, content: 'Whatcha gonna do, brother?' });
    const list = screen.getByRole('list', { name: 'Comments' });
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Whatcha gonna do, brother?');
    expect(box).toHaveValue('');
  });

  it('toasts "Failed to add comment" and keeps the text when adding fails', async () => {
    const { user } = renderSection({
      [COMMENTS]: () => jsonResponse([]),
      'POST /api/comments': failingCreate,
    });
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Too sweet');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to add comment');
    expect(box).toHaveValue('Too sweet');
  });

  it('pops a comment by sending its commentId: +1 when added, −1 when taken back', async () => {
    let added = true;
    const { user } = renderSection({
      [COMMENTS]: () => jsonResponse([theirs]),
      'POST /api/reactions': () => jsonResponse({ added, popCount: 42 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pop 4' }));
    expect(await screen.findByRole('button', { name: 'Pop 5' })).toHaveAttribute('aria-pressed', 'true');
    expect(sent('POST', '/api/reactions')).toEqual({ commentId: theirs.id });
    added = false;
    await user.click(screen.getByRole('button', { name: 'Pop 5' }));
    expect(await screen.findByRole('button', { name: 'Pop 4' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('toasts "Failed to update reaction" when a comment Pop fails', async () => {
    const { user } = renderSection({
      [COMMENTS]: () => jsonResponse([theirs]),
      'POST /api/reactions': () => jsonResponse({ message: 'boom' }, 500),
    });
    await user.click(await screen.findByRole('button', { name: 'Pop 4' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to update reaction');
    expect(screen.getByRole('button', { name: 'Pop 4' })).toBeInTheDocument();
  });

  it('gives only the author a delete button, which asks first and then deletes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderSection({
      [COMMENTS]: () => jsonResponse([theirs, mine]),
      [`DELETE /api/comments/${mine.id}`]: () => jsonResponse({ message: 'Comment deleted' }),
    });
    const list = await screen.findByRole('list', { name: 'Comments' });
    const [theirItem, myItem] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(theirItem).queryByRole('button', { name: 'Delete comment' })).not.toBeInTheDocument();

    await user.click(within(myItem).getByRole('button', { name: 'Delete comment' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this comment?');
    expect(fetchMock).not.toHaveBeenCalledWith(`/api/comments/${mine.id}`, expect.anything());

    confirm.mockReturnValue(true);
    await user.click(within(myItem).getByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Comment deleted successfully');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(list).not.toHaveTextContent('Snap into a Slim Jim!');
  });

  it('gives the post’s author the delete button on every comment of their post, asking first', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderSection(
      {
        [COMMENTS]: () => jsonResponse([theirs, mine]),
        [`DELETE /api/comments/${theirs.id}`]: () => jsonResponse({ message: 'Comment deleted' }),
      },
      'me',
    );
    const list = await screen.findByRole('list', { name: 'Comments' });
    const [theirItem, myItem] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(myItem).getByRole('button', { name: 'Delete comment' })).toBeInTheDocument();
    // Someone else's comment on my post: I may delete it (and still report it).
    expect(within(theirItem).getByRole('button', { name: 'Report comment' })).toBeInTheDocument();
    await user.click(within(theirItem).getByRole('button', { name: 'Delete comment' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this comment?');
    expect(await screen.findByTestId('toast')).toHaveTextContent('Comment deleted successfully');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(list).not.toHaveTextContent('Oh yeah!');
  });

  it('toasts "Failed to delete comment" and keeps the comment when the delete fails', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderSection({
      [COMMENTS]: () => jsonResponse([mine]),
      [`DELETE /api/comments/${mine.id}`]: () => jsonResponse({ message: 'nope' }, 403),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to delete comment');
    expect(screen.getByText('Snap into a Slim Jim!')).toBeInTheDocument();
  });
});

describe('CommentSection: mentions and reply controls', () => {
  it('links a resolved @mention to the profile, leaves an unknown handle as text, never renders HTML', async () => {
    const comment = makeComment({
      content: 'Ask @Randy_Fan or @nobody <b>now</b>',
      mentions: [{ handle: 'Randy_Fan', userId: 'fan-7' }],
    });
    renderSection({ [COMMENTS]: () => jsonResponse([comment]) });
    const link = await screen.findByRole('link', { name: '@Randy_Fan' });
    expect(link).toHaveAttribute('href', '/profile/fan-7');
    expect(screen.queryByRole('link', { name: '@nobody' })).not.toBeInTheDocument();
    expect(screen.getByText(/<b>now<\/b>/)).toBeInTheDocument();
  });

  it('says who may reply instead of the comment field, and invites nobody, when the fan may not reply', async () => {
    renderSection({ [COMMENTS]: () => jsonResponse([]) }, 'author-9', {
      canReply: false,
      replyPolicy: 'following',
      authorHandle: 'macho',
    });
    expect(await screen.findByRole('note')).toHaveTextContent('Only people @macho follows can reply');
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    expect(screen.queryByText(/Start the conversation/)).not.toBeInTheDocument();
    expect(screen.queryByText(MENTION_TEXTS.repliesLimited)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();
  });

  it('says "Only people mentioned can reply" under the comments of a post limited to its mentions', async () => {
    renderSection({ [COMMENTS]: () => jsonResponse([theirs]) }, 'author-9', {
      canReply: false,
      replyPolicy: 'mentioned',
    });
    expect(await screen.findByRole('list', { name: 'Comments' })).toHaveTextContent('Oh yeah!');
    expect(screen.getByRole('note')).toHaveTextContent('Only people mentioned can reply');
  });

  it('still invites a fan who may reply to a limited post to start the conversation', async () => {
    renderSection({ [COMMENTS]: () => jsonResponse([]) }, 'author-9', {
      canReply: true,
      replyPolicy: 'following',
    });
    expect(await screen.findByText('No comments yet. Start the conversation!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();
  });

  it("lets the post's author change who may reply (PATCH), and only them", async () => {
    const { user } = renderSection(
      {
        [COMMENTS]: () => jsonResponse([]),
        [`PATCH /api/posts/${POST_ID}`]: () =>
          jsonResponse(makePost({ id: POST_ID, authorId: 'me', replyPolicy: 'mentioned' })),
      },
      'me',
    );
    const select = await screen.findByRole('combobox', { name: MENTION_TEXTS.whoCanReply });
    await user.selectOptions(select, MENTION_TEXTS.replyPolicy.mentioned);
    await waitFor(() => expect(sent('PATCH', `/api/posts/${POST_ID}`)).toEqual({ replyPolicy: 'mentioned' }));
  });

  it('has no reply control for anyone else', async () => {
    renderSection({ [COMMENTS]: () => jsonResponse([]) });
    await screen.findByRole('textbox', { name: 'Write a comment' });
    expect(screen.queryByRole('combobox', { name: MENTION_TEXTS.whoCanReply })).not.toBeInTheDocument();
  });

  it('suggests handles after "@" (followed fans first, as the API ranks them); arrows and Enter pick one', async () => {
    const fans = [
      { id: 'f1', displayName: 'Rob Van Fan', handle: 'rvd_fan', bio: '', profileImageUrl: null },
      { id: 'f2', displayName: 'Roddy Fan', handle: 'roddy', bio: '', profileImageUrl: null },
    ];
    const { user } = renderSection({
      [COMMENTS]: () => jsonResponse([]),
      'GET /api/users/search': () => jsonResponse(fans),
    });
    const field = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.type(field, 'hey @ro');
    const list = await screen.findByRole('listbox', { name: MENTION_TEXTS.suggestions });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('Rob Van Fan@rvd_fan'), expect.stringContaining('Roddy Fan@roddy')]);
    const call = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/users/search'));
    expect(String(call?.[0])).toContain('followingFirst=1');
    expect(String(call?.[0])).toContain('q=ro');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('hey @roddy ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // A tap picks too.
    await user.type(field, '@rv');
    await user.click(await screen.findByRole('option', { name: /rvd_fan/ }));
    expect(field).toHaveValue('hey @roddy @rvd_fan ');
  });
});
