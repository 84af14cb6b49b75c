import { deflateRawSync } from 'node:zlib';
import type { RoomFrame } from '@shared/schemas/rooms';
import { describe, expect, it } from 'vitest';
import { decodeRoomEvent } from './frame-codec';

const frame: RoomFrame = {
  showId: 'show-1',
  messages: [
    {
      seq: 7,
      showId: 'show-1',
      matchId: null,
      phase: null,
      text: 'What a spear 🔥',
      authorId: 'fan-1',
      authorHandle: 'fan1',
      authorDisplayName: 'Fan One',
      authorProfileImageUrl: null,
      createdAt: '2026-11-28T20:00:00.000Z',
    },
  ],
  pops: { main: 3 },
  lastSeq: 7,
};
const deflated = (json: string) => ({ z: deflateRawSync(Buffer.from(json)).toString('base64') });

describe('decodeRoomEvent', () => {
  it('inflates the frame the functions publish (deflated JSON, base64), emoji intact', async () => {
    expect(await decodeRoomEvent(deflated(JSON.stringify(frame)))).toEqual(frame);
  });

  it('answers null for what is not a frame: plain JSON, bad base64 or deflate, another shape', async () => {
    expect(await decodeRoomEvent(frame)).toBeNull();
    expect(await decodeRoomEvent({ z: 'not deflate' })).toBeNull();
    expect(await decodeRoomEvent(deflated(JSON.stringify({ hello: 'world' })))).toBeNull();
    expect(await decodeRoomEvent('text')).toBeNull();
  });
});
