import { type RoomFrame, roomEventSchema, roomFrameSchema } from '@shared/schemas/rooms';

/**
 * A room's frame from its channel's event (roomEventSchema: the frame's JSON deflated and base64 in
 * `z`, so a busy window is one 5 KB delivery, docs/rooms.md "Publishing"), inflated with the
 * browser's own DecompressionStream (no library). null for anything that is not a frame.
 */
export async function decodeRoomEvent(event: unknown): Promise<RoomFrame | null> {
  const outer = roomEventSchema.safeParse(event);
  if (!outer.success) return null;
  try {
    const bytes = Uint8Array.from(atob(outer.data.z), (c) => c.charCodeAt(0));
    const body = new Response(bytes).body;
    if (!body) return null;
    const text = await new Response(body.pipeThrough(new DecompressionStream('deflate-raw'))).text();
    const frame = roomFrameSchema.safeParse(JSON.parse(text));
    return frame.success ? frame.data : null;
  } catch {
    return null;
  }
}
