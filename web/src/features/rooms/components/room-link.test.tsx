import { ROOM_TEXTS } from '@shared/messages-rooms';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { LiveNowChip, RoomLink, roomOpenAt } from './room-link';

const show = {
  id: '01J00000000000000000000SHW',
  startsAt: '2026-11-28T01:00:00.000Z',
  endsAt: '2026-11-28T04:00:00.000Z',
};
const at = (iso: string) => Date.parse(iso);

describe('links to a room', () => {
  it('reads the room state from the show times: opens at, join, archive', () => {
    const { unmount } = renderWithProviders(<RoomLink show={show} now={at('2026-11-27T23:59:00.000Z')} />);
    expect(screen.getByText(/^The live room opens at /)).toBeVisible();
    unmount();
    const open = renderWithProviders(<RoomLink show={show} now={at('2026-11-28T00:00:00.000Z')} />);
    expect(screen.getByRole('link', { name: ROOM_TEXTS.joinRoom })).toHaveAttribute(
      'href',
      `/shows/${show.id}/live`,
    );
    open.unmount();
    renderWithProviders(<RoomLink show={show} now={at('2026-11-28T07:00:00.000Z')} />);
    expect(screen.getByRole('link', { name: ROOM_TEXTS.roomArchive })).toBeVisible();
  });

  it("gives the calendar's chip only to open rooms", () => {
    expect(roomOpenAt(show, at('2026-11-28T06:59:59.000Z'))).toBe(true);
    expect(roomOpenAt(show, at('2026-11-28T07:00:00.000Z'))).toBe(false);
    expect(roomOpenAt({ id: show.id }, at('2026-11-28T02:00:00.000Z'))).toBe(false);
    renderWithProviders(<LiveNowChip show={show} />);
    expect(screen.getByRole('link', { name: ROOM_TEXTS.liveNow })).toHaveAttribute(
      'href',
      `/shows/${show.id}/live`,
    );
  });
});
