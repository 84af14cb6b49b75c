import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';
import { ProfileScreen } from './profile-screen';

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const me = makeUser({ id: 'me' });
const { id: _id, email: _e, unreadNotifications: _u, completeness: _c, ...publicFields } = makeUser();
const other = { ...publicFields, id: 'other', displayName: 'Macho Fan', handle: 'macho' };

/** Answers GET /api/users/other with `profile`, and the controls with their state. */
function serve(profile: Record<string, unknown>) {
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/users/other' && method === 'GET') return jsonResponse(profile);
    if (url === '/api/blocks' && method === 'POST') return jsonResponse({ userId: 'other', blocked: true });
    if (url === '/api/blocks/other') return jsonResponse({ userId: 'other', blocked: false });
    if (url === '/api/mutes' && method === 'POST')
      return jsonResponse({ userId: 'other', muted: true, mutedUntil: '2030-01-01T00:00:00.000Z' });
    if (url === '/api/mutes/other') return jsonResponse({ userId: 'other', muted: false, mutedUntil: null });
    return jsonResponse([]);
  });
}

function renderOther(renderPosts = vi.fn(() => <p>the posts</p>)) {
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ProfileScreen me={me} userId="other" renderPosts={renderPosts} />, {
    route: '/profile/other',
  });
  return renderPosts;
}

const calls = (url: string, method: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

describe("the profile menu on another fan's profile", () => {
  it('blocks after a confirmation, saying what a block does', async () => {
    serve(other);
    renderOther();
    await userEvent.click(await screen.findByRole('button', { name: 'More options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block @macho' }));
    expect(screen.getByRole('heading', { name: 'Block @macho?' })).toBeInTheDocument();
    expect(screen.getByText(/They are not told/)).toBeInTheDocument();
    expect(calls('/api/blocks', 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(calls('/api/blocks', 'POST')).toHaveLength(1));
    expect(JSON.parse(String(calls('/api/blocks', 'POST')[0]?.[1]?.body))).toEqual({ userId: 'other' });
    expect(await screen.findByText('Blocked @macho')).toBeInTheDocument();
  });

  it('cancelling the confirmation blocks nobody', async () => {
    serve(other);
    renderOther();
    await userEvent.click(await screen.findByRole('button', { name: 'More options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block @macho' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls('/api/blocks', 'POST')).toHaveLength(0);
  });

  it('mutes for the chosen time', async () => {
    serve(other);
    renderOther();
    await userEvent.click(await screen.findByRole('button', { name: 'More options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mute: 7 days' }));
    await waitFor(() => expect(calls('/api/mutes', 'POST')).toHaveLength(1));
    expect(JSON.parse(String(calls('/api/mutes', 'POST')[0]?.[1]?.body))).toEqual({
      userId: 'other',
      duration: '7d',
    });
    expect(await screen.findByText('Muted @macho')).toBeInTheDocument();
  });

  it('offers Unmute for a muted fan', async () => {
    serve({ ...other, mutedUntil: null });
    renderOther();
    await userEvent.click(await screen.findByRole('button', { name: 'More options' }));
    expect(screen.queryByRole('menuitem', { name: 'Mute: 7 days' })).toBeNull();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Unmute' }));
    await waitFor(() => expect(calls('/api/mutes/other', 'DELETE')).toHaveLength(1));
  });

  it('shows "You blocked @handle" with Unblock and no posts for a blocked fan', async () => {
    serve({ ...other, blockedByYou: true });
    const renderPosts = renderOther();
    expect(await screen.findByRole('heading', { name: 'You blocked @macho' })).toBeInTheDocument();
    expect(screen.queryByText('the posts')).toBeNull();
    expect(renderPosts).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(calls('/api/blocks/other', 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Unblocked @macho')).toBeInTheDocument();
  });
});
