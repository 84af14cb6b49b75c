/**
 * @mentions: "@" at the start of a word followed by a handle's characters (letters, digits, "_", 3
 * to 30 of them). The API resolves them to fans (functions/domain/mentions.ts): a handle nobody has
 * stays text, and at most MAX_MENTIONS per post or comment become mentions. The web links the
 * resolved ones to the fan's profile (never as HTML).
 */
import { LIMITS } from './constants';

/** At most this many mentions per post or comment; further handles stay text. */
export const MAX_MENTIONS = 10;
/** At most this many distinct handles of one text are looked up (read side by side). */
export const MAX_MENTION_CANDIDATES = 20;

/** "@" not inside a word or an address (no "a@b"), then a handle's characters. */
const MENTION = /(?<![\p{L}\p{M}\p{N}_@.])@([A-Za-z0-9_]+)/gu;

export interface Mention {
  handle: string;
  userId: string;
}

/** The distinct handles a text mentions, as written, lowercased-distinct, in order of first appearance. */
export function mentionCandidates(text: string, max = MAX_MENTION_CANDIDATES): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const match of text.matchAll(MENTION)) {
    const handle = match[1] ?? '';
    if (handle.length < LIMITS.handleMin || handle.length > LIMITS.handleMax) continue;
    const lower = handle.toLowerCase();
    if (seen.has(lower)) continue;
    seen.add(lower);
    out.push(handle);
    if (out.length >= max) break;
  }
  return out;
}

export interface MentionPart {
  text: string;
  /** The fan this run names, when it is a resolved mention. */
  mention?: Mention;
}

/** Splits text into plain runs and resolved mentions (an unresolved "@name" stays in the plain run). */
export function splitMentions(text: string, mentions: readonly Mention[] | undefined): MentionPart[] {
  if (!mentions?.length) return [{ text }];
  const byHandle = new Map(mentions.map((m) => [m.handle.toLowerCase(), m]));
  const parts: MentionPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    const handle = match[1] ?? '';
    const mention = byHandle.get(handle.toLowerCase());
    if (!mention) continue;
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: `@${handle}`, mention });
    last = start + handle.length + 1;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The handle being typed at the caret ("@ro" -> "ro"), or null when the caret is not in a mention. */
export function mentionQueryAt(text: string, caret: number): { query: string; start: number } | null {
  const before = text.slice(0, caret);
  const match = /(?:^|[^\p{L}\p{M}\p{N}_@.])@([A-Za-z0-9_]{0,30})$/u.exec(before);
  if (!match) return null;
  const query = match[1] ?? '';
  return { query, start: caret - query.length - 1 };
}

export const REPLY_POLICIES = ['everyone', 'following', 'mentioned'] as const;
export type ReplyPolicy = (typeof REPLY_POLICIES)[number];
export const MENTION_POLICIES = ['everyone', 'following'] as const;
export type MentionPolicy = (typeof MENTION_POLICIES)[number];
