import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePost, routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { PostCard } from './post-card';

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderCard(post = makePost(), meId = 'me') {
  vi.stubGlobal('fetch', fetchMock);
  return renderWithProviders(<PostCard post={post} meId={meId} />);
}

describe('PostCard', () => {
  it('shows the author, the text as text with hashtags linked, and the counts', () => {
    renderCard(
      makePost({ content: '<b>Bold?</b> #WrestleMania and #RAW_25 tonight', popCount: 7, commentCount: 3 }),
    );
    const card = screen.getByRole('article', { name: 'Post by Macho Fan' });
    expect(within(card).getByRole('link', { name: 'Macho Fan' })).toHaveAttribute(
      'href',
      '/profile/author-1',
    );
    expect(within(card).getByText(/@macho/)).toHaveTextContent('@macho · 3h');
    expect(within(card).getByRole('link', { name: '#WrestleMania' })).toHaveAttribute(
      'href',
      '/hashtag/WrestleMania',
    );
    expect(within(card).getByRole('link', { name: '#RAW_25' })).toHaveAttribute('href', '/hashtag/RAW_25');
    expect(within(card).getByText(/<b>Bold\?<\/b>/)).toBeInTheDocument();
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Pop 7' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).getByRole('button', { name: 'Comments 3' })).toBeInTheDocument();
  });

  it('shows the image and the YouTube preview', () => {
    renderCard(
      makePost({
        imageUrl: '/media/uploads/author-1/x.png',
        linkPreviewUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        linkPreviewTitle: 'Greatest entrance',
        linkPreviewDescription: 'WWE',
      }),
    );
    expect(screen.getByRole('img', { name: 'Image posted by Macho Fan' })).toHaveAttribute(
      'src',
      '/media/uploads/author-1/x.png',
    );
    const link = screen.getByRole('link', { name: 'Greatest entrance' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('WWE')).toBeInTheDocument();
  });

  it('keeps a re-encoded image’s space from the start and offers its thumbnail to small screens', () => {
    const full = '/media/uploads/author-1/01JAAAAAAAAAAAAAAAAAAAAAAA.full.webp';
    renderCard(makePost({ imageUrl: full, imageWidth: 1536, imageHeight: 2048 }));
    const img = screen.getByRole('img', { name: 'Image posted by Macho Fan' });
    expect(img).toHaveAttribute('src', full);
    expect(img).toHaveAttribute('width', '1536');
    expect(img).toHaveAttribute('height', '2048');
    expect(img).toHaveAttribute(
      'srcset',
      '/media/uploads/author-1/01JAAAAAAAAAAAAAAAAAAAAAAA.thumb.webp 640w, ' +
        '/media/uploads/author-1/01JAAAAAAAAAAAAAAAAAAAAAAA.medium.webp 1280w, ' +
        `${full} 1536w`,
    );
    expect(img).toHaveAttribute('sizes', '(max-width: 640px) 100vw, 640px');
    expect(img).toHaveStyle({ aspectRatio: '1536 / 2048' });
  });

  it('shows an image of unknown size (from before re-encoding) as it is, without a thumbnail', () => {
    renderCard(makePost({ imageUrl: '/media/uploads/author-1/old.png' }));
    const img = screen.getByRole('img', { name: 'Image posted by Macho Fan' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('width');
  });

  it('toasts "Failed to update reaction" when the Pop fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'nope' }, 500));
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Pop 2' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to update reaction');
  });

  it('offers the author, and only the author, Delete in the menu, asking first', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, unmount } = renderCard(makePost({ authorId: 'me' }), 'me');
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete post' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this post?');
    expect(fetchMock).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    fetchMock.mockImplementation(
      routeFetch({ 'DELETE /api/posts/01JPOST0000000000000000001': () => jsonResponse({}) }),
    );
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete post' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Post deleted successfully');
    unmount();

    // Anyone else gets the menu with Report instead.
    renderCard(makePost({ authorId: 'someone-else' }), 'me');
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    expect(await screen.findByRole('menuitem', { name: 'Report' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete post' })).not.toBeInTheDocument();
  });

  it("offers Report on others' posts only, not on the author's own", async () => {
    const { user } = renderCard(makePost({ authorId: 'me' }), 'me');
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete post' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Report' })).not.toBeInTheDocument();
  });

  it("offers Mute and Block of the author on someone else's post, with Report; not on one's own", async () => {
    const own = renderCard(makePost({ authorId: 'me' }), 'me');
    await own.user.click(screen.getByRole('button', { name: 'Post options' }));
    await screen.findByRole('menuitem', { name: 'Delete post' });
    expect(screen.queryByRole('menuitem', { name: /^Mute/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /^Block/ })).not.toBeInTheDocument();
    own.unmount();

    const { user } = renderCard(makePost({ authorId: 'author-1', authorHandle: 'macho' }), 'me');
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Report', 'Mute @macho', 'Block @macho']);
  });

  it("mutes the author from the post's menu with the profile's Mute dialog: for how long, then Mute", async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'POST /api/mutes': () =>
          jsonResponse({ userId: 'author-1', muted: true, mutedUntil: '2030-01-01T00:00:00.000Z' }),
      }),
    );
    const { user } = renderCard(makePost({ authorId: 'author-1', authorHandle: 'macho' }), 'me');
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mute @macho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mute @macho?' });
    expect(within(dialog).getByText(/They are not told/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('radio', { name: '24 hours' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Muted @macho');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/mutes');
    expect(JSON.parse(String(init?.body))).toEqual({ userId: 'author-1', duration: '24h' });
  });

  it("blocks the author from the post's menu after the profile's confirmation; Cancel blocks nobody", async () => {
    fetchMock.mockImplementation(
      routeFetch({ 'POST /api/blocks': () => jsonResponse({ userId: 'author-1', blocked: true }) }),
    );
    const { user } = renderCard(makePost({ authorId: 'author-1', authorHandle: 'macho' }), 'me');
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block @macho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block @macho?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Post options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block @macho' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Block @macho?' })).getByRole('button', {
        name: 'Block',
      }),
    );
    expect(await screen.findByTestId('toast')).toHaveTextContent('Blocked @macho');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/blocks');
    expect(JSON.parse(String(init?.body))).toEqual({ userId: 'author-1' });
  });

  it('says who may reply on the card of a post whose author limited replies, before it is opened', () => {
    const following = renderCard(
      makePost({ replyPolicy: 'following', authorHandle: 'macho', canReply: false }),
    );
    const card = screen.getByRole('article', { name: 'Post by Macho Fan' });
    expect(within(card).getByText('Only people @macho follows can reply')).toBeVisible();
    following.unmount();

    const mentioned = renderCard(makePost({ replyPolicy: 'mentioned', canReply: true }));
    expect(screen.getByText('Only people mentioned can reply')).toBeVisible();
    mentioned.unmount();

    // The author's own post says "you"; a post anyone may reply to says nothing.
    const own = renderCard(makePost({ authorId: 'me', replyPolicy: 'following' }), 'me');
    expect(screen.getByText('Only people you follow can reply')).toBeVisible();
    own.unmount();
    renderCard(makePost({ replyPolicy: 'everyone' }));
    expect(screen.queryByText(/can reply/)).not.toBeInTheDocument();
  });

  it('toasts "Failed to delete post" when the delete fails', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fetchMock.mockResolvedValue(jsonResponse({ message: 'You can only delete your own posts' }, 403));
    const { user } = renderCard(makePost({ authorId: 'me' }), 'me');
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete post' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to delete post');
  });

  it('copies the post link and says so when the device cannot share', async () => {
    // jsdom has no share sheet; user-event provides the clipboard.
    expect('share' in navigator).toBe(false);
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Post link copied to clipboard');
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/profile/author-1#post-01JPOST0000000000000000001`,
    );
  });

  it('uses the device share sheet when there is one', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
