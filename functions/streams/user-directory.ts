/**
 * Stream consumer: keeps each profile's suggested-users directory entry (GSI2) in step with its
 * completeness, ban and follower count. Its own write produces a record that changes nothing.
 */
import { getDb } from '../data/client';
import { syncDirectoryEntry } from '../data/directory';
import type { UserItem } from '../data/user';
import { streamHandler } from '../lib/stream';

export const handler = streamHandler('user-directory', async (change) => {
  if (change.keys.SK !== 'PROFILE' || !change.newImage) return;
  await syncDirectoryEntry(getDb(), change.newImage as unknown as UserItem);
});
