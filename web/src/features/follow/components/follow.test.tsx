import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '@/testing/posts';
import { failingCreate, jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { ProfileFollowButton } from './profile-follow-button';
import { SuggestedUsersGrid } from './suggested-users-grid';
import { WhoToFollow } from './who-to-follow';

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** The Follow button once the status has loaded (a disabled placeholder shows until then). */
async function enabledFollow() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled());
  return screen.getByRole('button', { name: 'Follow' });
}

const fan = (i: number) => ({
  id: `fan-${i}`,
  displayName: `Fan ${i}`,
  handle: `fan_${i}`,
  bio: `Bio ${i}`,
  profileImageUrl: null,
});

describe('ProfileFollowButton (SPEC 4 follow toggle)', () => {
  it('follows when not following, unfollows when following, disabled while pending', async () => {
    let release: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/follow/status/fan-1': () => jsonResponse({ isFollowing: false }),
        'POST /api/follow': (init) => {
          expect(JSON.parse(String(init?.body))).toEqual({ followingId: 'fan-1' });
          return new Promise<Response>((resolve) => {
            release = resolve;
          });
        },
        'DELETE /api/follow/fan-1': () => jsonResponse({ isFollowing: false }),
        'GET /api/user': () => jsonResponse(null, 401),
        'GET /api/users/fan-1': () => jsonResponse(null, 404),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<ProfileFollowButton userId="fan-1" />);
    await user.click(await enabledFollow());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeDisabled());
    release(jsonResponse({ isFollowing: true }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('User followed successfully');
    await user.click(await screen.findByRole('button', { name: 'Unfollow' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent('User unfollowed successfully'),
    );
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeEnabled();
  });

  it('says "Error" / "Failed to follow user" when the follow fails', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/follow/status/fan-1': () => jsonResponse({ isFollowing: false }),
        'POST /api/follow': failingCreate,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<ProfileFollowButton userId="fan-1" />);
    await user.click(await enabledFollow());
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to follow user');
  });

  it('says "Failed to unfollow user" when the unfollow fails', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/follow/status/fan-1': () => jsonResponse({ isFollowing: true }),
        'DELETE /api/follow/fan-1': () => jsonResponse({ message: 'boom' }, 500),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<ProfileFollowButton userId="fan-1" />);
    await user.click(await screen.findByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to unfollow user');
  });
});

describe('WhoToFollow', () => {
  it('lists the first five suggestions with Follow buttons linking to profiles', async () => {
    fetchMock.mockImplementation(
      routeFetch({ 'GET /api/users/suggested': () => jsonResponse([1, 2, 3, 4, 5, 6].map(fan)) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<WhoToFollow />);
    const card = await screen.findByRole('region', { name: 'Who to follow' });
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(5));
    expect(within(card).getByRole('link', { name: 'Fan 1' })).toHaveAttribute('href', '/profile/fan-1');
    expect(within(card).getAllByRole('button', { name: 'Follow' })).toHaveLength(5);
    expect(within(card).queryByText('Fan 6')).not.toBeInTheDocument();
  });
});

describe('SuggestedUsersGrid', () => {
  it('shows a skeleton of 12, then cards linking to profiles', async () => {
    fetchMock.mockImplementation(
      routeFetch({ 'GET /api/users/suggested?limit=12&offset=0': () => jsonResponse([1, 2, 3].map(fan)) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SuggestedUsersGrid />);
    expect(screen.getAllByTestId('user-skeleton')).toHaveLength(12);
    const list = await screen.findByRole('list', { name: 'Suggested users' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: /Fan 2/ })).toHaveAttribute('href', '/profile/fan-2');
    expect(within(list).getByText('Bio 3')).toBeInTheDocument();
  });

  it('says "No Users Available" when there is nobody to suggest', async () => {
    fetchMock.mockImplementation(
      routeFetch({ 'GET /api/users/suggested?limit=12&offset=0': () => jsonResponse([]) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SuggestedUsersGrid />);
    expect(await screen.findByRole('heading', { name: 'No Users Available' })).toBeInTheDocument();
  });

  it('loads the next page of 12 at offset 12 when the sentinel shows, and stops after a short page', async () => {
    let observe: (visible: boolean) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          observe = (visible) => callback([{ isIntersecting: visible }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/users/suggested?limit=12&offset=0': () =>
          jsonResponse(Array.from({ length: 12 }, (_, i) => fan(i))),
        'GET /api/users/suggested?limit=12&offset=12': () => jsonResponse([fan(12)]),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SuggestedUsersGrid />);
    const list = await screen.findByRole('list', { name: 'Suggested users' });
    observe(true);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
    observe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
