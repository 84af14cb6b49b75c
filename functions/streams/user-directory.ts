/**
 * Stream consumer: keeps each profile's suggested-users directory entry (GSI2) in step with its
 * completeness, ban and follower count. Its own write produces a record that changes nothing.
 */
import { getDb } from '../data/client';
import { syncDirectoryEntry } from '../data/directory';
import { parseUserKey, type UserItem } from '../data/user';
import { streamHandler } from '../lib/stream';

export const handler = streamHandler('user-directory', async (change) => {
  if (!parseUserKey(change.keys) || !change.newImage) return;
  await syncDirectoryEntry(getDb(), change.newImage as unknown as UserItem);
});
