/**
 * Consumers of the table's stream. Each is idempotent: deterministic keys and conditional writes
 * make a redelivered record harmless. Their runtime settings (batch size, retries, bisect, timeout)
 * come from the runtime contract (./runtime.ts), the same for AWS and the local cloud.
 */
import { type Grant, TABLE_RW } from './access';
import { changesOf, type FilterPattern } from './filters';

export interface StreamConsumer {
  readonly name: string;
  readonly handler: `streams/${string}`;
  readonly filters: readonly FilterPattern[];
  readonly grants: readonly Grant[];
}

export const STREAM_CONSUMERS = [
  {
    // Home feed fan-out: post INSERT/REMOVE -> followers' feeds; follow INSERT -> backfill;
    // follow REMOVE -> prune; an author reaching the big-account threshold -> merged at read time.
    name: 'feed-fanout',
    handler: 'streams/feed-fanout',
    filters: [
      changesOf('post', ['INSERT', 'REMOVE']),
      changesOf('follow', ['INSERT', 'REMOVE']),
      changesOf('user', ['MODIFY']),
    ],
    grants: TABLE_RW,
  },
  {
    // Deleting a post or a comment removes what hangs off it: comments, Pops.
    name: 'post-cascade',
    handler: 'streams/post-cascade',
    filters: [changesOf('post', ['REMOVE']), changesOf('comment', ['REMOVE'])],
    grants: TABLE_RW,
  },
  {
    // The suggested-users directory: complete, unbanned profiles ranked by followers.
    name: 'user-directory',
    handler: 'streams/user-directory',
    filters: [changesOf('user', ['INSERT', 'MODIFY'])],
    grants: TABLE_RW,
  },
] as const satisfies readonly StreamConsumer[];

export type StreamConsumerName = (typeof STREAM_CONSUMERS)[number]['name'];
