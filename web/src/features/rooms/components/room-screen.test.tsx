import { deflateRawSync } from 'node:zlib';
import { ROOM_TEXTS } from '@shared/messages-rooms';
import type { Room, RoomFrame, RoomMessage } from '@shared/schemas/rooms';
import type { ShowPage } from '@shared/schemas/shows';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  act,
  fireEvent,
  renderHook,
  render as renderPlain,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRoomLive } from '@/features/rooms/hooks/use-room-live';
import type { RoomEventsOptions } from '@/features/rooms/lib/events-client';
import { ME, message, OTHER, openRoom, SHOW } from '@/features/rooms/testing/room-fixtures';
import { loadConfig } from '@/lib/config';
import { routeFetch } from '@/testing/posts';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { MessageList } from './message-list';

/** A frame as the channel carries it (deflated, base64: functions/domain/rooms/frame-codec.ts). */
const frameEvent = (frame: RoomFrame) => ({
  z: deflateRawSync(Buffer.from(JSON.stringify(frame))).toString('base64'),
});

import { RoomScreen } from './room-screen';

const ROOM = `/api/shows/${SHOW}/room`;
const MESSAGES = `/api/shows/${SHOW}/room/messages`;
const SHOW_URL = `/api/shows/${SHOW}`;

const colors = { primary: '#000000', secondary: '#ffffff' };
const page: ShowPage = {
  show: {
    id: SHOW,
    kind: 'show',
    slug: 'raw',
    name: 'Raw',
    colors,
    followerCount: 0,
    demo: false,
    externalIds: {},
    startsAt: '2026-11-28T01:00:00.000Z',
    endsAt: '2026-11-28T04:00:00.000Z',
  },
  card: [
    {
      id: '01J000000000000000000MATCH',
      showId: SHOW,
      position: 1,
      sides: [['01J0000000000000000000WR01'], ['01J0000000000000000000WR02']],
      stipulation: null,
      championshipId: null,
      status: 'live',
      result: null,
      demo: false,
    },
  ],
  entities: [
    { id: '01J0000000000000000000WR01', kind: 'wrestler', slug: 'a', name: 'Bret Hart', colors },
    { id: '01J0000000000000000000WR02', kind: 'wrestler', slug: 'b', name: 'Shawn Michaels', colors },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
function answer(routes: Parameters<typeof routeFetch>[0]) {
  fetchMock.mockImplementation(routeFetch({ [`GET ${SHOW_URL}`]: () => jsonResponse(page), ...routes }));
  vi.stubGlobal('fetch', fetchMock);
}
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});
const nonGets = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
const render = () => renderWithProviders(<RoomScreen showId={SHOW} meId={ME} />);

describe('the room page', () => {
  it('warns a fan watching the show later; entering changes nothing; Back leads to the show', async () => {
    answer({ [`GET ${ROOM}`]: () => jsonResponse(openRoom(2, { spoilerWarning: true })) });
    render();
    expect(await screen.findByRole('heading', { name: ROOM_TEXTS.spoilerWarning('Raw') })).toBeVisible();
    expect(screen.queryByText('message 1')).toBeNull();
    expect(screen.getByRole('link', { name: ROOM_TEXTS.back })).toHaveAttribute('href', `/shows/${SHOW}`);
    fireEvent.click(screen.getByRole('button', { name: ROOM_TEXTS.enterAnyway }));
    expect(await screen.findByText('message 1')).toBeVisible();
    expect(nonGets()).toEqual([]);
  });

  it('shows messages as plain text, deleted ones as deleted, and hides hidden fans and muted words', async () => {
    const room = openRoom(0, {
      hiddenAuthors: ['01J0000000000000000000000C'],
      mutedWords: ['botch'],
      recent: {
        messages: [
          message(1, { text: '<b>not bold</b>' }),
          message(2, { text: '', deleted: true }),
          message(3, { authorId: '01J0000000000000000000000C', text: 'from a blocked fan' }),
          message(4, { text: 'what a BOTCH' }),
          message(5, { authorId: ME, text: 'my own botch' }),
        ],
        lastSeq: 5,
        more: false,
      },
    });
    answer({ [`GET ${ROOM}`]: () => jsonResponse(room) });
    render();
    const log = await screen.findByRole('log', { name: ROOM_TEXTS.mainThread });
    expect(within(log).getByText('<b>not bold</b>')).toBeVisible();
    expect(log.querySelector('b')).toBeNull();
    expect(within(log).getByText(ROOM_TEXTS.deletedMessage)).toBeVisible();
    expect(within(log).queryByText('from a blocked fan')).toBeNull();
    expect(within(log).queryByText('what a BOTCH')).toBeNull();
    expect(within(log).getByText('my own botch')).toBeVisible();
    // The banner names the match on now, the card its crowd.
    await waitFor(() =>
      expect(screen.getByTestId('on-now')).toHaveTextContent('Bret Hart vs Shawn Michaels'),
    );
  });

  it("shows a refusal as the API words it and keeps the fan's text", async () => {
    answer({
      [`GET ${ROOM}`]: () => jsonResponse(openRoom(1)),
      [`POST ${MESSAGES}`]: () => jsonResponse({ message: ROOM_TEXTS.slowMode(12) }, 429),
    });
    const { user } = render();
    const field = await screen.findByRole('textbox', { name: ROOM_TEXTS.composerLabel });
    await user.type(field, 'Too sweet');
    expect(screen.getByText(ROOM_TEXTS.charactersLeft(271))).toBeVisible();
    await user.click(screen.getByRole('button', { name: ROOM_TEXTS.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Slow mode is on: wait 12 s');
    expect(field).toHaveValue('Too sweet');
    const [, init] = nonGets()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'Too sweet', matchId: null });
  });

  it('disables the composer with the standing reason, and counts past 280 characters', async () => {
    answer({
      [`GET ${ROOM}`]: () =>
        jsonResponse(
          openRoom(1, {
            standing: { canTalk: false, reason: ROOM_TEXTS.timedOut(9), until: null, isAdmin: false },
          }),
        ),
    });
    render();
    const field = await screen.findByRole('textbox', { name: ROOM_TEXTS.composerLabel });
    expect(field).toBeDisabled();
    expect(screen.getByRole('button', { name: ROOM_TEXTS.send })).toBeDisabled();
    expect(screen.getByText(ROOM_TEXTS.timedOut(9))).toBeVisible();
  });

  it('posts in the thread picked, and a message over 280 characters cannot be sent', async () => {
    answer({
      [`GET ${ROOM}`]: () => jsonResponse(openRoom(1)),
      [`POST ${MESSAGES}`]: (init) => {
        const body = JSON.parse(String(init?.body)) as { text: string; matchId: string | null };
        return jsonResponse(message(2, { ...body, phase: 'during', authorId: ME }), 201);
      },
    });
    const { user } = render();
    await screen.findByText('message 1');
    await user.click(await screen.findByRole('tab', { name: 'Bret Hart vs Shawn Michaels' }));
    const field = screen.getByRole('textbox', { name: ROOM_TEXTS.composerLabel });
    fireEvent.change(field, { target: { value: 'x'.repeat(281) } });
    expect(screen.getByText(ROOM_TEXTS.charactersLeft(-1))).toBeVisible();
    expect(screen.getByRole('button', { name: ROOM_TEXTS.send })).toBeDisabled();
    fireEvent.change(field, { target: { value: 'Sharpshooter!' } });
    await user.click(screen.getByRole('button', { name: ROOM_TEXTS.send }));
    const log = await screen.findByRole('log', { name: 'Bret Hart vs Shawn Michaels' });
    expect(await within(log).findByText('Sharpshooter!')).toBeVisible();
    expect(within(log).getByText(ROOM_TEXTS.phases.during)).toBeVisible();
    expect(field).toHaveValue('');
  });

  it('says when an upcoming room opens', async () => {
    answer({ [`GET ${ROOM}`]: () => jsonResponse(openRoom(0, { state: 'upcoming' })) });
    render();
    expect(await screen.findByText(/^The live room opens at /)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('an archived room is read-only with older messages to load', async () => {
    const recent = { messages: [message(51), message(52)], lastSeq: 52, more: false };
    answer({
      [`GET ${ROOM}`]: () => jsonResponse(openRoom(0, { state: 'archived', recent })),
      [`GET ${MESSAGES}?before=51&limit=50`]: () =>
        jsonResponse({ messages: [message(49), message(50)], lastSeq: 52, more: false }),
    });
    const { user } = render();
    expect(await screen.findByText(ROOM_TEXTS.archived)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: ROOM_TEXTS.olderMessages }));
    expect(await screen.findByText('message 49')).toBeVisible();
    expect(screen.queryByRole('button', { name: ROOM_TEXTS.olderMessages })).toBeNull();
  });

  it("gives admins Delete for everyone and the sanctions; others' messages can be reported", async () => {
    answer({
      [`GET ${ROOM}`]: () =>
        jsonResponse(openRoom(1, { standing: { canTalk: true, reason: null, until: null, isAdmin: true } })),
      [`DELETE /api/admin/rooms/${SHOW}/messages/1`]: () => new Response(null, { status: 204 }),
    });
    const { user } = render();
    await screen.findByText('message 1');
    await user.click(screen.getByRole('button', { name: ROOM_TEXTS.messageActions }));
    for (const label of [ROOM_TEXTS.report, ...Object.values(ROOM_TEXTS.sanctions)])
      expect(await screen.findByRole('menuitem', { name: label })).toBeVisible();
    await user.click(screen.getByRole('menuitem', { name: ROOM_TEXTS.deleteMessage }));
    expect(await screen.findByText(ROOM_TEXTS.deletedMessage)).toBeVisible();
    expect(screen.queryByText('message 1')).toBeNull();
    expect(screen.getByRole('spinbutton', { name: ROOM_TEXTS.slowModeLabel })).toHaveValue(0);
  });
});

describe('Pops and reports', () => {
  it("pops for the thread's match and shows the counts; reports another fan's message with a reason", async () => {
    answer({
      [`GET ${ROOM}`]: () => jsonResponse(openRoom(1, { pops: { main: 2 } })),
      [`POST /api/shows/${SHOW}/room/pops`]: (init) => {
        const { matchId } = JSON.parse(String(init?.body)) as { matchId: string | null };
        return jsonResponse({ pops: { main: 3, ...(matchId ? { [matchId]: 1 } : {}) } });
      },
      [`POST ${MESSAGES}/1/report`]: () => jsonResponse({ reported: true }, 201),
    });
    const { user } = render();
    await screen.findByText('message 1');
    const popButton = screen.getByRole('button', { name: `${ROOM_TEXTS.pop}: ${ROOM_TEXTS.mainThread}` });
    await user.click(popButton);
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: `${ROOM_TEXTS.crowd}: ${ROOM_TEXTS.mainThread}` }),
      ).toHaveAttribute('aria-valuenow', '100'),
    );
    await user.click(await screen.findByRole('tab', { name: 'Bret Hart vs Shawn Michaels' }));
    await user.click(screen.getByRole('button', { name: `${ROOM_TEXTS.pop}: Bret Hart vs Shawn Michaels` }));
    const bodies = nonGets().map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(bodies).toEqual([{ matchId: null }, { matchId: '01J000000000000000000MATCH' }]);

    await user.click(screen.getByRole('tab', { name: ROOM_TEXTS.mainThread }));
    await user.click(screen.getByRole('button', { name: ROOM_TEXTS.messageActions }));
    expect(screen.queryByRole('menuitem', { name: ROOM_TEXTS.deleteMessage })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: ROOM_TEXTS.report }));
    const dialog = await screen.findByRole('dialog', { name: ROOM_TEXTS.reportHeading });
    await user.type(within(dialog).getByRole('textbox', { name: ROOM_TEXTS.reportReason }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: ROOM_TEXTS.report }));
    await waitFor(() => expect(nonGets()).toHaveLength(3));
    const [url, init] = nonGets()[2] ?? [];
    expect(String(url)).toBe(`${MESSAGES}/1/report`);
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Spam' });
  });
});

describe('the message list', () => {
  const list = (messages: RoomMessage[]) => (
    <MessageList
      label="Main room"
      messages={messages}
      height="300px"
      renderMessage={(m) => <span>{m.text}</span>}
    />
  );

  it('keeps the place of a fan scrolled back and counts new messages, one tap jumping down', async () => {
    const { rerender } = renderPlain(list([message(1), message(2)]));
    const log = screen.getByRole('log');
    // The fan scrolls up: 1,000 px of messages, 300 shown, at 100 px.
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 300 });
    log.scrollTop = 100;
    fireEvent.scroll(log);
    rerender(list([message(1), message(2), message(3), message(4)]));
    expect(log.scrollTop).toBe(100);
    const jump = screen.getByRole('button', { name: ROOM_TEXTS.newMessages(2) });
    fireEvent.click(jump);
    expect(log.scrollTop).toBe(1000);
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();
    // At the bottom, new messages come into view with no button.
    rerender(list([message(1), message(2), message(3), message(4), message(5)]));
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();
  });
});

describe('the live room', () => {
  beforeEach(async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          region: 'local',
          userPoolId: 'pool',
          userPoolClientId: 'client',
          wsUrl: '/ws',
          eventsRealtimeUrl: '/event/realtime',
          eventsHttpHost: '127.0.0.1:5173',
        }),
      ),
    );
    await loadConfig();
  });

  function mount(room: Room) {
    let options: RoomEventsOptions | undefined;
    const connect = vi.fn((o: RoomEventsOptions) => {
      options = o;
      return { close: vi.fn() };
    });
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const hook = renderHook(() => useRoomLive(room, true, connect), { wrapper });
    const events = () => {
      if (!options) throw new Error('not connected');
      return options;
    };
    return { ...hook, connect, events, queryClient };
  }

  it('subscribes to the room channel, appends frames by sequence, drops doubles and fetches the gap', async () => {
    const pages: string[] = [];
    answer({
      [`GET ${MESSAGES}?after=2`]: () => {
        pages.push('after=2');
        return jsonResponse({ messages: [message(3)], lastSeq: 3, more: true });
      },
      [`GET ${MESSAGES}?after=3`]: () => {
        pages.push('after=3');
        return jsonResponse({ messages: [message(4), message(5)], lastSeq: 5, more: false });
      },
    });
    const { result, events, connect } = mount(openRoom(2, { pops: { main: 1 } }));
    expect(connect.mock.calls[0]?.[0]).toMatchObject({
      channel: `/rooms/${SHOW}`,
      realtimeUrl: '/event/realtime',
      httpHost: '127.0.0.1:5173',
    });
    // Subscribed: what came between the room's answer and the subscription is fetched, page by page.
    act(() => events().onSubscribed());
    await waitFor(() => expect(result.current.log.upTo).toBe(5));
    expect(pages).toEqual(['after=2', 'after=3']);
    // A frame that follows on, then the same again: appended once; its Pops and slow mode replace.
    act(() =>
      events().onEvent(
        frameEvent({
          showId: SHOW,
          messages: [message(6)],
          lastSeq: 6,
          pops: { main: 7 },
          slowModeSeconds: 30,
        }),
      ),
    );
    act(() => events().onEvent(frameEvent({ showId: SHOW, messages: [message(6)], lastSeq: 6 })));
    await waitFor(() => expect(result.current.pops).toEqual({ main: 7 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.log.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(result.current.slowModeSeconds).toBe(30);
    // A frame past a gap (7 missed): 8 is shown, 7 fetched after the next window and a jitter
    // (Math.random 0: the window only).
    vi.spyOn(Math, 'random').mockReturnValue(0);
    answer({
      [`GET ${MESSAGES}?after=6`]: () =>
        jsonResponse({ messages: [message(7), message(8)], lastSeq: 8, more: false }),
    });
    act(() =>
      events().onEvent(frameEvent({ showId: SHOW, messages: [message(8)], deleted: [2], lastSeq: 8 })),
    );
    await waitFor(() => expect(result.current.log.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 8]));
    await waitFor(
      () => expect(result.current.log.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]),
      { timeout: 2_000 },
    );
    expect(result.current.log.messages[1]).toMatchObject({ deleted: true, text: '' });
    // Another room's frame, or junk: ignored.
    act(() => events().onEvent(frameEvent({ showId: OTHER, messages: [message(9)], lastSeq: 9 })));
    act(() => events().onEvent('junk'));
    act(() => events().onEvent({ showId: SHOW, messages: [message(9)], lastSeq: 9 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.log.messages).toHaveLength(8);
  });

  it('refetches the show when the card changed', async () => {
    const { events, queryClient } = mount(openRoom(0));
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => events().onEvent(frameEvent({ showId: SHOW, messages: [], lastSeq: 0, card: true })));
    await waitFor(() => expect(spy).toHaveBeenCalledWith({ queryKey: ['/api/shows', SHOW, 'card'] }));
    expect(spy).toHaveBeenCalledWith({ queryKey: ['/api/shows', SHOW, 'results'] });
  });
});
