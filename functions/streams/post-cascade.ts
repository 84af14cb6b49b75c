/** Stream consumer: removes the comments and Pops of deleted posts and comments. */
import { getDb } from '../data/client';
import { handleCascadeChange } from '../domain/post-cascade';
import { streamHandler } from '../lib/stream';

export const handler = streamHandler('post-cascade', (change) => handleCascadeChange(getDb(), change));
