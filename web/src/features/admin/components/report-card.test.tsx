import { ROOM_TEXTS } from '@shared/messages-rooms';
import type { Report } from '@shared/schemas/moderation';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '@/testing/posts';
import { renderWithProviders } from '@/testing/test-utils';
import { ReportCard } from './report-card';

const SHOW = '01J0SHOW0000000000000000AA';
const roomReport = (deleted: boolean): Report => ({
  id: '01J0REPORT0000000000000000',
  status: 'pending',
  createdAt: new Date().toISOString(),
  reason: 'other',
  reasonLabel: 'Other',
  description: 'Selling followers',
  reporter: { displayName: 'Reporter', handle: 'reporter' },
  reportedUser: { id: 'talker', displayName: 'Talker', handle: 'talker', banned: false },
  post: null,
  comment: null,
  roomMessage: {
    id: `${SHOW}:7`,
    content: 'buy followers now',
    authorId: 'talker',
    showId: SHOW,
    showName: 'Raw',
    seq: 7,
    link: `/shows/${SHOW}/live`,
    deleted,
  },
  removedAt: null,
});

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('ReportCard of a room message', () => {
  it('names the room (linked) and the message number, and deletes it for everyone after a confirmation', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        [`DELETE /api/admin/rooms/${SHOW}/messages/7`]: () => new Response(null, { status: 204 }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderWithProviders(<ReportCard report={roomReport(false)} />);
    const card = screen.getByRole('article', { name: 'Report on a room message by Talker' });
    expect(within(card).getByRole('heading', { name: ROOM_TEXTS.roomMessageReport })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Raw' })).toHaveAttribute('href', `/shows/${SHOW}/live`);
    expect(card).toHaveTextContent(ROOM_TEXTS.messageNumber(7));
    expect(card).toHaveTextContent('buy followers now');
    await user.click(within(card).getByRole('button', { name: ROOM_TEXTS.deleteMessage }));
    expect(window.confirm).toHaveBeenCalledWith(ROOM_TEXTS.confirmDeleteMessage);
    expect(await screen.findByTestId('toast')).toHaveTextContent(ROOM_TEXTS.messageDeletedToast);
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toContain(
        `DELETE /api/admin/rooms/${SHOW}/messages/7`,
      ),
    );
  });

  it('says a message deleted since is gone, and offers no second delete', () => {
    renderWithProviders(<ReportCard report={roomReport(true)} />);
    const card = screen.getByRole('article', { name: 'Report on a room message by Talker' });
    expect(card).toHaveTextContent(ROOM_TEXTS.deletedForEveryone);
    expect(within(card).queryByRole('button', { name: ROOM_TEXTS.deleteMessage })).toBeNull();
  });
});
