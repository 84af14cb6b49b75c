import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/dates';
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
    expect(await screen.findByRole('heading', { name: 'Block @macho?' })).toBeInTheDocument();
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
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(calls('/api/blocks', 'POST')).toHaveLength(0);
  });

  it("mutes for the chosen time, in the words a muted word's lengths use", async () => {
    serve(other);
    renderOther();
    await userEvent.click(await screen.findByRole('button', { name: 'More options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mute @macho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mute @macho?' });
    expect(within(dialog).getByText(/They are not told/)).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['24 hours', '7 days', '30 days', 'Forever']);
    expect(within(dialog).getByRole('radio', { name: 'Forever' })).toBeChecked();
    expect(calls('/api/mutes', 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('radio', { name: '7 days' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mute' }));
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
    expect(screen.queryByRole('menuitem', { name: 'Mute @macho' })).toBeNull();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Unmute' }));
    await waitFor(() => expect(calls('/api/mutes/other', 'DELETE')).toHaveLength(1));
  });

  it('says when a mute ends on the muted fan\'s profile, or "Muted" for a mute without end', async () => {
    serve({ ...other, mutedUntil: '2030-11-29T01:00:00.000Z' });
    renderOther();
    const card = await screen.findByRole('region', { name: 'Macho Fan' });
    expect(
      within(card).getByText(`Muted until ${formatDateTime('2030-11-29T01:00:00.000Z')}`),
    ).toBeInTheDocument();
    expect(
      within(card).getByText(/^Muted until [A-Z][a-z]{2}, Nov 2[89], 2030, \d{1,2} (AM|PM)$/),
    ).toBeInTheDocument();
  });

  it('says "Muted" on the profile of a fan muted for ever', async () => {
    serve({ ...other, mutedUntil: null });
    renderOther();
    const card = await screen.findByRole('region', { name: 'Macho Fan' });
    expect(within(card).getByText('Muted')).toBeInTheDocument();
  });

  it('says nothing of mutes on the profile of a fan not muted', async () => {
    serve(other);
    renderOther();
    const card = await screen.findByRole('region', { name: 'Macho Fan' });
    expect(within(card).queryByText(/Muted/)).not.toBeInTheDocument();
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
