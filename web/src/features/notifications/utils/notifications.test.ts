import { describe, expect, it } from 'vitest';
import { liveChannelUrl, liveToastTitle, parseServerMessage } from './live-channel';
import { notificationTarget, picksPath, roomPath } from './notification-target';

describe('notificationTarget (SPEC 4 click rules)', () => {
  it('a follow with its follower goes to that profile', () => {
    expect(notificationTarget({ type: 'follow', fromUserId: 'fan-1', postId: null })).toEqual({
      kind: 'profile',
      userId: 'fan-1',
    });
  });

  it('one with a postId goes to the post', () => {
    expect(notificationTarget({ type: 'pop', fromUserId: 'fan-1', postId: 'p1' })).toEqual({
      kind: 'post',
      postId: 'p1',
    });
    expect(notificationTarget({ type: 'comment', fromUserId: null, postId: 'p2' })).toEqual({
      kind: 'post',
      postId: 'p2',
    });
  });

  it("a show-night alert goes to the show's live room", () => {
    expect(notificationTarget({ type: 'showStart', fromUserId: null, postId: null, showId: 's1' })).toEqual({
      kind: 'room',
      showId: 's1',
    });
    expect(notificationTarget({ type: 'inRing', fromUserId: null, postId: null, showId: 's1' })).toEqual({
      kind: 'room',
      showId: 's1',
    });
    expect(roomPath('s1')).toBe('/shows/s1/live');
    expect(liveToastTitle('inRing')).toBe('Show night');
  });

  it('"You went 5/7 at Raw" (`other` with its show) goes to the show\'s picks', () => {
    expect(notificationTarget({ type: 'other', fromUserId: null, postId: null, showId: 's1' })).toEqual({
      kind: 'picks',
      showId: 's1',
    });
    expect(picksPath('s1')).toBe('/shows/s1#picks');
  });

  it('anything else stays put', () => {
    expect(notificationTarget({ type: 'follow', fromUserId: null, postId: null })).toBeNull();
    expect(notificationTarget({ type: 'other', fromUserId: 'fan-1', postId: null })).toBeNull();
  });
});

describe('live channel helpers', () => {
  it('resolves the configured address against the page, as ws: or wss:, with the token', () => {
    expect(liveChannelUrl('/ws', 'a.b.c', 'http://127.0.0.1:5173')).toBe(
      'ws://127.0.0.1:5173/ws?token=a.b.c',
    );
    expect(liveChannelUrl('/ws', 't', 'https://ringside.example')).toBe('wss://ringside.example/ws?token=t');
    expect(liveChannelUrl('wss://abc.execute-api.eu-west-1.amazonaws.com/prod', 't+/=')).toBe(
      'wss://abc.execute-api.eu-west-1.amazonaws.com/prod?token=t%2B%2F%3D',
    );
  });

  it('titles a toast by type (SPEC 8)', () => {
    expect(liveToastTitle('follow')).toBe('New Follower!');
    expect(liveToastTitle('pop')).toBe('Got a Pop!');
    expect(liveToastTitle('comment')).toBe('New Comment!');
    expect(liveToastTitle('other')).toBe('Notification');
  });

  it('reads notification messages only', () => {
    const message = { type: 'notification', data: { type: 'comment', message: 'Hi' } };
    expect(parseServerMessage(JSON.stringify(message))).toEqual(message);
    expect(parseServerMessage('{"type":"pong"}')).toBeNull();
    expect(parseServerMessage('{"type":"notification","data":{"type":"hug","message":"x"}}')).toBeNull();
    expect(parseServerMessage('nope')).toBeNull();
    expect(parseServerMessage(new Blob())).toBeNull();
  });
});
