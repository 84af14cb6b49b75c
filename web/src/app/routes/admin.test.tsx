import { NEXT_CURSOR_HEADER } from '@shared/constants';
import type { AuditEntry, Report, ReportStats } from '@shared/schemas/moderation';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { handleSessionLoss, resetSessionLoss } from '@/app/session-loss';
import { createQueryClient } from '@/lib/query-client';
import { hardRedirect } from '@/lib/redirect';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn(), LOGIN_REDIRECT_URL: '/api/login' }));

const admin = makeUser({ id: 'admin-1', displayName: 'Commissioner', handle: 'boss', isAdmin: true });
const REPORTS = '/api/admin/reports';
const STATS = '/api/admin/reports/stats';
const AUDIT = '/api/admin/audit';
const POST_ID = '01JPOST0000000000000000001';
const COMMENT_ID = '01JCOMMENT0000000000000001';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function makeReport(overrides: Partial<Report> = {}): Report {
  return {
    id: '01JREPORT00000000000000001',
    status: 'pending',
    createdAt: ago(5),
    reason: 'harassment',
    reasonLabel: 'Harassment or bullying',
    description: 'He keeps calling me a jabroni.',
    reporter: { displayName: 'Randy Fan', handle: 'randy' },
    reportedUser: { id: 'author-1', displayName: 'Macho Fan', handle: 'macho', banned: false },
    post: { id: POST_ID, content: 'You are all jabronis!', authorId: 'author-1' },
    comment: null,
    removedAt: null,
    ...overrides,
  };
}

const commentReport = (overrides: Partial<Report> = {}) =>
  makeReport({
    id: '01JREPORT00000000000000002',
    reason: 'spam',
    reasonLabel: 'Spam',
    description: null,
    post: null,
    comment: { id: COMMENT_ID, content: 'Buy cheap belts here', authorId: 'author-2', postId: POST_ID },
    reportedUser: { id: 'author-2', displayName: 'Spammy', handle: 'spam', banned: false },
    ...overrides,
  });

const STATS_BODY: ReportStats = { total: 10, pending: 3, reviewed: 2, resolved: 5 };

function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: '01JAUDIT000000000000000001',
    createdAt: ago(90),
    action: 'post.deleted',
    admin: { id: 'admin-1', displayName: 'Commissioner', handle: 'boss' },
    target: { kind: 'post', id: POST_ID },
    summary: 'You are all jabronis!',
    reportId: '01JREPORT00000000000000001',
    ...overrides,
  };
}

const page = (body: unknown, nextCursor?: string) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      ...(nextCursor === undefined ? {} : { [NEXT_CURSOR_HEADER]: nextCursor }),
    },
  });

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;
const fetchMock = vi.fn<typeof fetch>();
/** Answers by "METHOD url" (or the url alone for a GET); stats and the audit log answer something sensible. */
function answer(routes: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const handler = routes[`${method} ${url}`] ?? (method === 'GET' ? routes[url] : undefined);
    if (handler) return handler(init);
    if (method === 'GET' && url === STATS) return jsonResponse(STATS_BODY);
    if (method === 'GET' && url === AUDIT) return page([]);
    if (method === 'GET' && url.startsWith('/api/notifications')) return jsonResponse([]);
    throw new Error(`Unexpected request ${method} ${url}`);
  });
}
const calls = (method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  resetSessionLoss();
});

function renderAdmin(route = '/admin', user = admin) {
  // The app's own client: a 401 reaches the session-loss handler as in the browser.
  const queryClient = createQueryClient({ onUnauthorized: handleSessionLoss });
  return renderWithProviders(<AppRoutes session={{ status: 'complete', user }} />, { route, queryClient });
}

const card = async (name: RegExp | string) => screen.findByRole('article', { name });
const toastText = async () => (await screen.findByTestId('toast')).textContent;

describe('/admin: the panel and its tabs', () => {
  it('shows Reports (with the pending count), Analytics, Audit Log and Catalogue, Reports first', async () => {
    answer({ [REPORTS]: () => page([]) });
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Admin Panel', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText(/Keep the wrestling catalogue up to date: wrestlers, teams, promotions/),
    ).toBeVisible();
    const reports = await screen.findByRole('tab', { name: 'Reports 3 pending' });
    expect(reports).toHaveAttribute('aria-selected', 'true');
    expect(reports).toHaveTextContent('Reports 3');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Reports 3',
      'Analytics',
      'Audit Log',
      'Catalogue',
      'Ratings',
    ]);
  });

  it('keeps the tab in the address: ?tab=analytics opens Analytics, a click moves there', async () => {
    answer({ [REPORTS]: () => page([]) });
    const { user } = renderAdmin('/admin?tab=analytics');
    expect(await screen.findByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Audit Log' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?tab=audit$/);
    await user.click(screen.getByRole('tab', { name: /^Reports/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  });

  it('a member opening /admin gets "Access Denied" and lands on / after 1000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({ '/api/posts/feed': () => page([]) });
    renderAdmin('/admin', makeUser());
    expect(await toastText()).toBe("Access DeniedYou don't have permission to access the admin panel.");
    expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(calls('GET', REPORTS)).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(900);
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});

describe('the Reports tab', () => {
  it('shows five skeleton cards while the reports load', async () => {
    answer({ [REPORTS]: () => new Promise<Response>(() => undefined) });
    renderAdmin();
    expect(await screen.findAllByTestId('report-skeleton')).toHaveLength(5);
    expect(screen.getByLabelText('Loading reports')).toHaveAttribute('aria-busy', 'true');
  });

  it('says "No Reports" when there are none', async () => {
    answer({ [REPORTS]: () => page([]) });
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'No Reports' })).toBeInTheDocument();
    expect(screen.getByText('All good! There are no content reports to review.')).toBeInTheDocument();
  });

  it('shows an error card with "Try Again" that asks again', async () => {
    let fail = true;
    answer({
      [REPORTS]: () => (fail ? jsonResponse({ message: 'boom' }, 500) : page([makeReport()])),
    });
    const { user } = renderAdmin();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reports could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await card('Report on a post by Macho Fan')).toBeInTheDocument();
  });

  it('shows each report: status, time, reason, description, reporter, reported fan and the post', async () => {
    answer({
      [REPORTS]: () =>
        page([
          makeReport(),
          commentReport({
            status: 'resolved',
            createdAt: ago(3 * 60),
            removedAt: ago(30),
            reportedUser: { id: 'author-2', displayName: 'Spammy', handle: 'spam', banned: true },
          }),
        ]),
    });
    renderAdmin();
    const post = await card('Report on a post by Macho Fan');
    expect(within(post).getByText('Pending').closest('.MuiChip-root')).toHaveAttribute(
      'data-status',
      'pending',
    );
    expect(within(post).getByText('Pending').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(post).getByText('5m')).toHaveAttribute('datetime');
    const details = within(post).getByLabelText('Report details');
    expect(details).toHaveTextContent('ReasonHarassment or bullying');
    expect(details).toHaveTextContent('DescriptionHe keeps calling me a jabroni.');
    expect(details).toHaveTextContent('Reported byRandy Fan @randy');
    expect(details).toHaveTextContent('Reported fanMacho Fan @macho');
    expect(within(post).getByRole('link', { name: 'Macho Fan' })).toHaveAttribute(
      'href',
      '/profile/author-1',
    );
    const content = within(post).getByRole('region', { name: 'Reported post' });
    expect(content).toHaveTextContent(`ID ${POST_ID}`);
    expect(content).toHaveTextContent('You are all jabronis!');
    expect(within(post).queryByText('Banned')).not.toBeInTheDocument();
    expect(within(post).queryByText('Removed')).not.toBeInTheDocument();

    const comment = await card('Report on a comment by Spammy');
    expect(within(comment).getByText('Resolved').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    expect(within(comment).getByText('3h')).toBeInTheDocument();
    expect(within(comment).queryByText('Description')).not.toBeInTheDocument();
    expect(within(comment).getByText('Banned')).toBeInTheDocument();
    const removed = within(comment).getByRole('region', { name: 'Reported comment' });
    expect(removed).toHaveTextContent(`ID ${COMMENT_ID}`);
    expect(removed).toHaveTextContent('Buy cheap belts here');
    expect(within(removed).getByText('Removed')).toBeInTheDocument();
    expect(within(removed).getByText('30m')).toBeInTheDocument();
    // Resolved, removed and banned: nothing left to do.
    expect(within(comment).queryByRole('button')).not.toBeInTheDocument();
  });

  it('styles the reviewed badge as info', async () => {
    answer({ [REPORTS]: () => page([makeReport({ status: 'reviewed' })]) });
    renderAdmin();
    const post = await card('Report on a post by Macho Fan');
    expect(within(post).getByText('Reviewed').closest('.MuiChip-root')).toHaveClass('MuiChip-colorInfo');
  });

  it('offers Review and Resolve on pending reports only', async () => {
    answer({
      [REPORTS]: () =>
        page([
          makeReport(),
          commentReport({ status: 'reviewed' }),
          makeReport({
            id: '01JREPORT00000000000000003',
            status: 'resolved',
            reportedUser: { id: 'author-3', displayName: 'Third', handle: 'third', banned: false },
            post: { id: '01JPOST0000000000000000003', content: 'x', authorId: 'author-3' },
          }),
        ]),
    });
    renderAdmin();
    const pending = await card('Report on a post by Macho Fan');
    expect(within(pending).getByRole('button', { name: 'Review' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    for (const name of ['Report on a comment by Spammy', 'Report on a post by Third']) {
      const other = await card(name);
      expect(within(other).queryByRole('button', { name: 'Review' })).not.toBeInTheDocument();
      expect(within(other).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    }
  });

  it.each([
    ['Review', 'reviewed'],
    ['Resolve', 'resolved'],
  ])(
    '%s sends the status, says so, and reloads the reports, the counts and the audit log',
    async (button, status) => {
      answer({
        [REPORTS]: () => page([makeReport()]),
        [`PATCH ${REPORTS}/01JREPORT00000000000000001`]: () =>
          jsonResponse({ id: '01JREPORT00000000000000001', status }),
      });
      const { user, queryClient } = renderAdmin();
      // The audit log was read once before (another tab), so it is cached and refreshed too.
      await queryClient.prefetchInfiniteQuery({
        queryKey: ['/api/admin', 'audit'],
        queryFn: async () => ({ items: [], nextCursor: null }),
        initialPageParam: undefined as string | undefined,
      });
      const post = await card('Report on a post by Macho Fan');
      await waitFor(() => expect(calls('GET', STATS)).toHaveLength(1));
      await user.click(within(post).getByRole('button', { name: button }));
      expect(await toastText()).toBe('Report status updated successfully');
      const patch = calls('PATCH', `${REPORTS}/01JREPORT00000000000000001`);
      expect(patch).toHaveLength(1);
      expect(JSON.parse(String(patch[0]?.[1]?.body))).toEqual({ status });
      expect(calls('GET', REPORTS)).toHaveLength(2);
      expect(calls('GET', STATS)).toHaveLength(2);
      expect(queryClient.getQueryState(['/api/admin', 'audit'])?.isInvalidated).toBe(true);
    },
  );

  it('says "Failed to update report status" when the change is refused', async () => {
    answer({
      [REPORTS]: () => page([makeReport()]),
      [`PATCH ${REPORTS}/01JREPORT00000000000000001`]: () =>
        jsonResponse({ message: 'Only a pending report can be marked reviewed or resolved' }, 400),
    });
    const { user } = renderAdmin();
    await user.click(
      within(await card('Report on a post by Macho Fan')).getByRole('button', { name: 'Resolve' }),
    );
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Failed to update report status');
  });

  it('deletes the post after "Are you sure you want to delete this post?"; declining sends nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    let ok = true;
    answer({
      [REPORTS]: () => page([makeReport()]),
      [`DELETE /api/admin/posts/${POST_ID}`]: () =>
        ok ? jsonResponse({ deleted: true }) : jsonResponse({ message: 'Post not found' }, 404),
    });
    const { user } = renderAdmin();
    const post = await card('Report on a post by Macho Fan');
    expect(within(post).queryByRole('button', { name: 'Delete comment' })).not.toBeInTheDocument();
    await user.click(within(post).getByRole('button', { name: 'Delete post' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this post?');
    expect(calls('DELETE', `/api/admin/posts/${POST_ID}`)).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(within(post).getByRole('button', { name: 'Delete post' }));
    expect(await toastText()).toBe('Post deleted successfully');
    expect(calls('DELETE', `/api/admin/posts/${POST_ID}`)).toHaveLength(1);

    ok = false;
    await user.click(within(post).getByRole('button', { name: 'Delete post' }));
    await waitFor(async () => expect(await toastText()).toMatch(/^Failed to delete post/));
  });

  it('deletes the comment after "Are you sure you want to delete this comment?"; declining sends nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    let ok = true;
    answer({
      [REPORTS]: () => page([commentReport()]),
      [`DELETE /api/admin/comments/${COMMENT_ID}`]: () =>
        ok ? jsonResponse({ deleted: true }) : jsonResponse({ message: 'boom' }, 500),
    });
    const { user } = renderAdmin();
    const comment = await card('Report on a comment by Spammy');
    expect(within(comment).queryByRole('button', { name: 'Delete post' })).not.toBeInTheDocument();
    await user.click(within(comment).getByRole('button', { name: 'Delete comment' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this comment?');
    expect(calls('DELETE', `/api/admin/comments/${COMMENT_ID}`)).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(within(comment).getByRole('button', { name: 'Delete comment' }));
    expect(await toastText()).toBe('Comment deleted successfully');

    ok = false;
    await user.click(within(comment).getByRole('button', { name: 'Delete comment' }));
    await waitFor(async () => expect(await toastText()).toMatch(/^Failed to delete comment/));
  });

  it('hides the delete button once the content is removed', async () => {
    answer({ [REPORTS]: () => page([makeReport({ removedAt: ago(1) })]) });
    renderAdmin();
    const post = await card('Report on a post by Macho Fan');
    expect(within(post).getByText('Removed')).toBeInTheDocument();
    expect(within(post).queryByRole('button', { name: 'Delete post' })).not.toBeInTheDocument();
  });

  it('bans the author after "Are you sure you want to ban user {displayName}?"; declining sends nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    let ok = true;
    answer({
      [REPORTS]: () => page([makeReport()]),
      'POST /api/admin/ban/author-1': () =>
        ok
          ? jsonResponse({ banned: true })
          : jsonResponse({ message: "Administrators can't be banned" }, 403),
    });
    const { user } = renderAdmin();
    const post = await card('Report on a post by Macho Fan');
    await user.click(within(post).getByRole('button', { name: 'Ban user' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to ban user Macho Fan?');
    expect(calls('POST', '/api/admin/ban/author-1')).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(within(post).getByRole('button', { name: 'Ban user' }));
    expect(await toastText()).toBe('User banned successfully');

    ok = false;
    await user.click(within(post).getByRole('button', { name: 'Ban user' }));
    await waitFor(async () =>
      expect(await toastText()).toBe("Failed to ban userAdministrators can't be banned"),
    );
  });

  it('offers Ban only when the content has an author and the fan is not banned yet', async () => {
    answer({
      [REPORTS]: () =>
        page([
          makeReport({ post: { id: POST_ID, content: 'Orphan', authorId: null } }),
          commentReport({
            reportedUser: { id: 'author-2', displayName: 'Spammy', handle: 'spam', banned: true },
          }),
        ]),
    });
    renderAdmin();
    const orphan = await card('Report on a post by Macho Fan');
    expect(within(orphan).getByRole('button', { name: 'Delete post' })).toBeInTheDocument();
    expect(within(orphan).queryByRole('button', { name: 'Ban user' })).not.toBeInTheDocument();
    const banned = await card('Report on a comment by Spammy');
    expect(within(banned).getByText('Banned')).toBeInTheDocument();
    expect(within(banned).queryByRole('button', { name: 'Ban user' })).not.toBeInTheDocument();
  });

  it('loads the next page on "Load more", from the cursor the last one answered', async () => {
    answer({
      [REPORTS]: () => page([makeReport()], '01JREPORT00000000000000001'),
      [`${REPORTS}?before=01JREPORT00000000000000001`]: () => page([commentReport()]),
    });
    const { user } = renderAdmin();
    await card('Report on a post by Macho Fan');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await card('Report on a comment by Spammy')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('a 401 on the reports says "Session Expired" and goes to /api/login after 1000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({ [REPORTS]: () => jsonResponse({ message: 'Unauthorized' }, 401) });
    renderAdmin();
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Session ExpiredPlease log in again.');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    await act(async () => {
      vi.advanceTimersByTime(900);
    });
    expect(hardRedirect).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(hardRedirect).toHaveBeenCalledTimes(1);
    expect(hardRedirect).toHaveBeenCalledWith('/api/login');
  });
});

describe('the Analytics tab', () => {
  it('shows the total with the pending count, resolved and under review with their share', async () => {
    answer({});
    renderAdmin('/admin?tab=analytics');
    const numbers = await screen.findByRole('list', { name: 'Report numbers' });
    const [total, resolved, review] = within(numbers).getAllByRole('listitem');
    expect(total).toHaveAccessibleName('Total reports');
    expect(total).toHaveTextContent('10');
    expect(total).toHaveTextContent('3 pending');
    expect(resolved).toHaveAccessibleName('Resolved');
    expect(resolved).toHaveTextContent('5');
    expect(resolved).toHaveTextContent('50% of total');
    expect(review).toHaveAccessibleName('Under review');
    expect(review).toHaveTextContent('2');
    expect(review).toHaveTextContent('20% of total');
    expect(screen.getByRole('heading', { name: 'Detailed analytics coming soon' })).toBeInTheDocument();
    expect(calls('GET', REPORTS)).toHaveLength(0);
  });

  it('shows 0% when there are no reports yet, and rounds otherwise', async () => {
    answer({ [STATS]: () => jsonResponse({ total: 0, pending: 0, reviewed: 0, resolved: 0 }) });
    const { unmount } = renderAdmin('/admin?tab=analytics');
    const numbers = await screen.findByRole('list', { name: 'Report numbers' });
    expect(within(numbers).getAllByText('0% of total')).toHaveLength(2);
    expect(await screen.findByRole('tab', { name: 'Reports 0 pending' })).toBeInTheDocument();
    unmount();

    answer({ [STATS]: () => jsonResponse({ total: 3, pending: 1, reviewed: 1, resolved: 1 }) });
    renderAdmin('/admin?tab=analytics');
    const again = await screen.findByRole('list', { name: 'Report numbers' });
    expect(within(again).getAllByText('33% of total')).toHaveLength(2);
  });
});

describe('the Audit Log tab', () => {
  it('lists what admins did, newest first: action in words, admin, summary, target', async () => {
    answer({
      [AUDIT]: () =>
        page([
          auditEntry({
            id: '01JAUDIT000000000000000003',
            action: 'user.banned',
            createdAt: ago(2),
            target: { kind: 'user', id: 'author-1' },
            summary: 'Macho Fan (@macho)',
          }),
          auditEntry(),
          auditEntry({
            id: '01JAUDIT000000000000000001',
            action: 'report.resolved',
            createdAt: ago(3 * 24 * 60),
            target: { kind: 'report', id: '01JREPORT00000000000000001' },
            summary: 'Harassment or bullying',
          }),
        ]),
    });
    renderAdmin('/admin?tab=audit');
    const log = await screen.findByRole('list', { name: 'Audit Log' });
    const rows = within(log).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Banned a fan');
    expect(rows[0]).toHaveTextContent('2m');
    expect(rows[0]).toHaveTextContent('by Commissioner @boss');
    expect(rows[0]).toHaveTextContent('Macho Fan (@macho)');
    expect(rows[0]).toHaveTextContent('Fan ID author-1');
    expect(rows[1]).toHaveTextContent('Deleted a post');
    expect(rows[1]).toHaveTextContent('You are all jabronis!');
    expect(rows[1]).toHaveTextContent(`Post ID ${POST_ID}`);
    expect(rows[2]).toHaveTextContent('Resolved a report');
    expect(rows[2]).toHaveTextContent('3d');
    expect(rows[2]).toHaveTextContent('Report ID 01JREPORT00000000000000001');
  });

  it('names every action in words', async () => {
    const actions = ['report.reviewed', 'comment.deleted'] as const;
    answer({
      [AUDIT]: () =>
        page(actions.map((action, i) => auditEntry({ id: `01JAUDIT00000000000000000${i}`, action }))),
    });
    renderAdmin('/admin?tab=audit');
    const log = await screen.findByRole('list', { name: 'Audit Log' });
    expect(within(log).getByText('Reviewed a report')).toBeInTheDocument();
    expect(within(log).getByText('Deleted a comment')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    answer({});
    renderAdmin('/admin?tab=audit');
    expect(await screen.findByRole('heading', { name: 'No admin actions yet' })).toBeInTheDocument();
  });
});
