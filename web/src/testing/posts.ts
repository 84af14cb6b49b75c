import { NEXT_CURSOR_HEADER } from '@shared/constants';
import type { Comment, Post } from '@shared/schemas/posts';

/** A post as the API returns it. */
export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: '01JPOST0000000000000000001',
    content: 'What a match! #WrestleMania',
    imageUrl: null,
    authorId: 'author-1',
    authorDisplayName: 'Macho Fan',
    authorHandle: 'macho',
    authorProfileImageUrl: null,
    createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    popCount: 2,
    userReacted: false,
    commentCount: 0,
    linkPreviewUrl: null,
    linkPreviewTitle: null,
    linkPreviewDescription: null,
    editedAt: null,
    editCount: 0,
    replyPolicy: 'everyone',
    canReply: true,
    mentions: [],
    tags: [],
    ...overrides,
  };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: '01JCOMMENT0000000000000001',
    postId: '01JPOST0000000000000000001',
    content: 'Oh yeah!',
    createdAt: new Date().toISOString(),
    authorId: 'author-2',
    authorDisplayName: 'Randy Fan',
    authorHandle: 'randy',
    authorProfileImageUrl: null,
    popCount: 0,
    userReacted: false,
    mentions: [],
    ...overrides,
  };
}

/**
 * A fetch stub answering by method and path (with its query, or else without it); unknown calls
 * fail the test loudly.
 */
export function routeFetch(
  routes: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>>,
) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = routes[key] ?? routes[key.split('?')[0] ?? key];
    if (!handler) throw new Error(`Unexpected request ${key}`);
    return handler(init);
  };
}

/** A page of a post list as the API answers it: the posts, and the next page's cursor in a header if any. */
export function postPageResponse(posts: Post[], nextCursor?: string): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (nextCursor !== undefined) headers[NEXT_CURSOR_HEADER] = nextCursor;
  return new Response(JSON.stringify(posts), { status: 200, headers });
}
