/**
 * A room's frame as its AppSync Events channel carries it (roomEventSchema): the frame's JSON,
 * deflated (raw DEFLATE) and base64-encoded in `z`. Deliveries are billed per 5 KB per viewer, and a
 * busy window's 25 messages are ~10 KB of JSON but ~2.5 KB deflated (docs/rooms.md, "Publishing").
 * The room's page inflates it with the browser's DecompressionStream; this module is the functions'
 * side (and what tests and bench:room decode with).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import {
  type RoomEvent,
  type RoomFrame,
  roomEventSchema,
  roomFrameSchema,
} from '../../../shared/schemas/rooms';

export function encodeFrame(frame: RoomFrame): string {
  const event: RoomEvent = { z: deflateRawSync(Buffer.from(JSON.stringify(frame))).toString('base64') };
  return JSON.stringify(event);
}

/** The frame an event carries; throws on anything else. */
export function decodeFrame(event: string): RoomFrame {
  const { z } = roomEventSchema.parse(JSON.parse(event));
  return roomFrameSchema.parse(JSON.parse(inflateRawSync(Buffer.from(z, 'base64')).toString('utf8')));
}
