import type { Notification } from '@shared/schemas/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePost, routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import NotificationPanel from './notification-panel';

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const actor = (id: string, displayName: string) => ({ id, displayName, handle: id, profileImageUrl: null });

function note(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '01JNOTE000000000000000001',
    type: 'pop',
    message: 'Bret Hart and 1 other popped your post',
    read: false,
    createdAt: minutesAgo(5),
    postId: 'p1',
    fromUserId: 'fan-bret',
    actorCount: 2,
    actors: [actor('fan-bret', 'Bret Hart'), actor('fan-shawn', 'Shawn Michaels')],
    ...overrides,
  };
}

const popped = note();
const followed = note({
  id: '01JNOTE000000000000000002',
  type: 'follow',
  message: 'Stone Cold followed you',
  read: true,
  createdAt: minutesAgo(180),
  postId: null,
  fromUserId: 'fan-austin',
  actorCount: 1,
  actors: [actor('fan-austin', 'Stone Cold')],
});
const announced = note({
  id: '01JNOTE000000000000000003',
  type: 'other',
  message: 'Welcome to Ringside',
  postId: null,
  fromUserId: null,
  actorCount: 1,
  actors: [],
});

/** Where the app is, with the #hash (post links scroll to #post-{id}). */
function HashProbe() {
  const { pathname, hash } = useLocation();
  return <output data-testid="address">{`${pathname}${hash}`}</output>;
}

function renderPanel(routes: Parameters<typeof routeFetch>[0]) {
  fetchMock.mockImplementation(routeFetch(routes));
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  const result = renderWithProviders(
    <>
      <NotificationPanel anchorEl={document.body} onClose={onClose} />
      <HashProbe />
    </>,
    { route: '/search' },
  );
  const invalidate = vi.spyOn(result.queryClient, 'invalidateQueries');
  return { ...result, onClose, invalidate };
}

const calls = (key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key).length;

const item = (name: RegExp) => screen.getByRole('button', { name }).closest('li') as HTMLElement;

describe('NotificationPanel', () => {
  it('lists the notifications: avatars, message, relative time, and a dot and highlight on unread ones', async () => {
    renderPanel({ 'GET /api/notifications': () => jsonResponse([popped, followed]) });
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const list = await within(panel).findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const unread = item(/popped your post/);
    expect(unread).toHaveAttribute('data-unread', 'true');
    expect(within(unread).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(unread).getByText('5m')).toBeInTheDocument();
    expect(within(unread).getByText('BH')).toBeInTheDocument();
    expect(within(unread).getByText('SM')).toBeInTheDocument();

    const read = item(/Stone Cold followed you/);
    expect(read).not.toHaveAttribute('data-unread');
    expect(within(read).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    expect(within(read).getByText('3h')).toBeInTheDocument();
    expect(within(read).getByText('SC')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    renderPanel({ 'GET /api/notifications': () => jsonResponse([]) });
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('"Close" closes it', async () => {
    const { user, onClose } = renderPanel({ 'GET /api/notifications': () => jsonResponse([]) });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('clicking an unread one about a post marks it read, closes the panel and goes to the post', async () => {
    let read = false;
    const { user, onClose, invalidate } = renderPanel({
      'GET /api/notifications': () => jsonResponse([{ ...popped, read }, followed]),
      [`PUT /api/notifications/${popped.id}/read`]: () => {
        read = true;
        return new Response(null, { status: 204 });
      },
      'GET /api/posts/p1': () => jsonResponse(makePost({ id: 'p1', authorId: 'me-1' })),
    });
    await user.click(await screen.findByRole('button', { name: /popped your post/ }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(item(/popped your post/)).not.toHaveAttribute('data-unread'));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/profile/me-1#post-p1'));
    expect(calls(`PUT /api/notifications/${popped.id}/read`)).toBe(1);
    // The list and the badge (the current fan) are refreshed.
    await waitFor(() => expect(calls('GET /api/notifications')).toBe(2));
    expect(invalidate.mock.calls.map(([f]) => f?.queryKey)).toContainEqual(['/api/user']);
  });

  it('clicking a follow goes to the follower; a read one is not marked again', async () => {
    const { user, onClose } = renderPanel({
      'GET /api/notifications': () => jsonResponse([popped, followed]),
    });
    await user.click(await screen.findByRole('button', { name: /Stone Cold followed you/ }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/profile\/fan-austin$/);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('clicking one with nowhere to go marks it read (shown at once) and keeps the panel open', async () => {
    const { user, onClose } = renderPanel({
      'GET /api/notifications': () => jsonResponse([announced]),
      // The server has not answered yet.
      [`PUT /api/notifications/${announced.id}/read`]: () => new Promise<Response>(() => undefined),
    });
    await user.click(await screen.findByRole('button', { name: /Welcome to Ringside/ }));
    await waitFor(() => expect(item(/Welcome to Ringside/)).not.toHaveAttribute('data-unread'));
    expect(calls(`PUT /api/notifications/${announced.id}/read`)).toBe(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/search$/);
  });

  it("a post that is gone closes the panel and goes to the post's not-found screen", async () => {
    const { user, onClose } = renderPanel({
      'GET /api/notifications': () => jsonResponse([{ ...popped, read: true }]),
      'GET /api/posts/p1': () => jsonResponse({ message: 'Post not found' }, 404),
    });
    await user.click(await screen.findByRole('button', { name: /popped your post/ }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/posts\/p1$/));
    expect(calls('GET /api/posts/p1')).toBe(1);
  });

  it('a post that cannot be reached (offline) just closes the panel', async () => {
    const { user, onClose } = renderPanel({
      'GET /api/notifications': () => jsonResponse([{ ...popped, read: true }]),
      'GET /api/posts/p1': () => jsonResponse({ message: 'Service unavailable' }, 503),
    });
    await user.click(await screen.findByRole('button', { name: /popped your post/ }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(calls('GET /api/posts/p1')).toBe(1));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/search$/);
  });

  it('"Mark all read" says "All notifications marked as read" and clears the unread marks', async () => {
    let all = [popped, { ...announced }];
    const { user, invalidate } = renderPanel({
      'GET /api/notifications': () => jsonResponse(all),
      'PUT /api/notifications/read-all': () => {
        all = all.map((n) => ({ ...n, read: true }));
        return new Response(null, { status: 204 });
      },
    });
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Unread' })).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('All notifications marked as read');
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument());
    expect(invalidate.mock.calls.map(([f]) => f?.queryKey)).toContainEqual(['/api/user']);
  });

  it('"Mark all read" failing says "Failed to mark all notifications as read"', async () => {
    const { user } = renderPanel({
      'GET /api/notifications': () => jsonResponse([popped]),
      'PUT /api/notifications/read-all': () => jsonResponse({ message: 'boom' }, 500),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to mark all notifications as read');
    expect(screen.getByRole('img', { name: 'Unread' })).toBeInTheDocument();
  });

  it('loads older ones by the X-Next-Cursor of the last page as the list scrolls', async () => {
    let show: () => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          show = () => callback([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    renderPanel({
      'GET /api/notifications': () =>
        new Response(JSON.stringify([popped]), { headers: { 'X-Next-Cursor': followed.id } }),
      [`GET /api/notifications?before=${followed.id}`]: () => jsonResponse([followed]),
    });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    show();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    show();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('offers "Try Again" when the list cannot load', async () => {
    let fail = true;
    const { user } = renderPanel({
      'GET /api/notifications': () => (fail ? jsonResponse({ message: 'boom' }, 500) : jsonResponse([])),
    });
    expect(await screen.findByText('Notifications could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
  });
});
