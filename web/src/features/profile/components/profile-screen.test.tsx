import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';
import { ProfileScreen } from './profile-screen';

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const me = makeUser({ id: 'me', displayName: 'Stone Cold Fan', handle: 'stunner' });

function renderProfile(userId?: string) {
  vi.stubGlobal('fetch', fetchMock);
  return renderWithProviders(<ProfileScreen me={me} userId={userId} />, {
    route: `/profile/${userId ?? ''}`,
  });
}

const { id: _id, email: _e, unreadNotifications: _u, completeness: _c, ...publicFields } = makeUser();
const other = { ...publicFields, id: 'other', displayName: 'Macho Fan', handle: 'macho' };

describe('ProfileScreen, own profile', () => {
  it.each([undefined, 'me'])('is the own profile with userId %s: edit, camera, "Your Posts"', (userId) => {
    renderProfile(userId);
    expect(screen.getByRole('heading', { name: 'Stone Cold Fan', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('@stunner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change profile picture' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Posts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Posts Yet' })).toBeInTheDocument();
    expect(
      screen.getByText("You haven't created any posts yet. Share your thoughts about wrestling!"),
    ).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.getByText('Following')).toBeInTheDocument();
    expect(screen.getByText('Followers')).toBeInTheDocument();
    // The own profile is the session user: nothing is fetched.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to "Wrestling Fan" and "@user", and renders text, never HTML', () => {
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <ProfileScreen
        me={makeUser({ displayName: '  ', handle: '', bio: '<img src=x onerror=alert(1)>Hi' })}
        userId={undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Wrestling Fan', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('@user')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>Hi')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('lists the favourites', () => {
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <ProfileScreen
        me={makeUser({ favoriteWrestlers: 'Sting, , Lex Luger ', favoritePromotions: '' })}
        userId={undefined}
      />,
    );
    expect(screen.getByText('Sting')).toBeInTheDocument();
    expect(screen.getByText('Lex Luger')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Favorite Promotions' })).toBeInTheDocument();
    expect(screen.getByText('None yet.')).toBeInTheDocument();
  });
});

describe("ProfileScreen, another fan's profile", () => {
  it('loads GET /api/users/{id} and shows "{displayName}\'s Posts" without edit controls', async () => {
    fetchMock.mockResolvedValue(jsonResponse(other));
    renderProfile('other');
    expect(await screen.findByRole('heading', { name: 'Macho Fan', level: 1 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/users/other', expect.objectContaining({ method: 'GET' }));
    expect(screen.getByText('@macho')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Macho Fan's Posts" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Posts Yet' })).toBeInTheDocument();
    expect(screen.getByText("This user hasn't posted anything yet.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change profile picture' })).not.toBeInTheDocument();
  });

  it('falls back to "Wrestling Fan" in the title and "@user"', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...other, displayName: '', handle: ' ' }));
    renderProfile('other');
    expect(await screen.findByRole('heading', { name: "Wrestling Fan's Posts" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wrestling Fan', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('@user')).toBeInTheDocument();
  });

  it.each([
    ['a 404', () => jsonResponse({ message: 'User not found' }, 404)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows "User Not Found" on %s', async (_case, answer) => {
    fetchMock.mockImplementation(answer as () => Promise<Response>);
    renderProfile('ghost');
    expect(await screen.findByRole('heading', { name: 'User Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This user profile could not be found.')).toBeInTheDocument();
  });
});

describe('ProfileScreen slots', () => {
  it('lists the fan’s posts under the title and shows the follow button only on others’ profiles', async () => {
    fetchMock.mockResolvedValue(jsonResponse(other));
    vi.stubGlobal('fetch', fetchMock);
    const renderPosts = vi.fn((userId: string) => <p>posts of {userId}</p>);
    const renderFollow = vi.fn((userId: string) => <button type="button">Follow {userId}</button>);
    const { unmount } = renderWithProviders(
      <ProfileScreen me={me} userId="other" renderPosts={renderPosts} renderFollow={renderFollow} />,
    );
    expect(await screen.findByText('posts of other')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow other' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No Posts Yet' })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(
      <ProfileScreen me={me} userId={undefined} renderPosts={renderPosts} renderFollow={renderFollow} />,
    );
    expect(screen.getByText('posts of me')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
  });
});
