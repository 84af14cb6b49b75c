/**
 * One not-found screen everywhere (issue 35, item 11): an unmatched path (SPEC 2's texts), a fan, a
 * wrestler (and the other kinds), a show and a post that do not exist each show the same screen, with
 * their own heading and line and the same way home; the member pages keep their layout around it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePost } from '@/testing/posts';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';
import { AppRoutes } from './router';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn(), LOGIN_REDIRECT_URL: '/api/login' }));
afterEach(() => vi.unstubAllGlobals());

const session = { status: 'complete', user: makeUser() } as const;

/** Answers `missing` with a 404, anything else (the layout's own requests) with an empty list. */
function serve(missing: RegExp, found: Record<string, unknown> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url in found) return jsonResponse(found[url]);
    if (missing.test(url)) return jsonResponse({ message: 'Not found' }, 404);
    return jsonResponse([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The one screen: its heading (level 1), its line, and "Back to Home" to "/". */
async function expectNotFound(heading: string, text: string) {
  const title = await screen.findByRole('heading', { name: heading, level: 1 });
  const card = title.closest('section') as HTMLElement;
  expect(card).toHaveAccessibleName(heading);
  expect(within(card).getByText(text)).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
}

describe('the not-found screen', () => {
  it("unmatched paths show SPEC 2's 404 screen, with the way home", async () => {
    serve(/^$/);
    renderWithProviders(<AppRoutes session={session} />, { route: '/no/such/page' });
    await expectNotFound('404 Page Not Found', 'Did you forget to add the page to the router?');
  });

  it('a visitor on an unmatched path gets the same screen', async () => {
    serve(/^$/);
    renderWithProviders(<AppRoutes session={{ status: 'anonymous', user: null }} />, { route: '/nope' });
    await expectNotFound('404 Page Not Found', 'Did you forget to add the page to the router?');
  });

  it('a profile that does not exist: "User Not Found" on the same screen, in the layout', async () => {
    serve(/\/api\/users\/nobody$/);
    renderWithProviders(<AppRoutes session={session} />, { route: '/profile/nobody' });
    await expectNotFound('User Not Found', 'This user profile could not be found.');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it.each([
    ['/wrestlers/nobody', 'Wrestler Not Found', 'This wrestler could not be found.'],
    ['/promotions/nobody', 'Promotion Not Found', 'This promotion could not be found.'],
    ['/teams/nobody', 'Team Not Found', 'This team could not be found.'],
    ['/championships/nobody', 'Championship Not Found', 'This championship could not be found.'],
  ])('%s: "%s" on the same screen, in the layout', async (route, heading, text) => {
    serve(/\/api\/entities\/nobody$/);
    renderWithProviders(<AppRoutes session={session} />, { route });
    await expectNotFound(heading, text);
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('a show that does not exist: "Show Not Found" with the way home (not a bare "Not found")', async () => {
    serve(/\/api\/shows\/01J0000000000000000000NONE$/);
    renderWithProviders(<AppRoutes session={session} />, { route: '/shows/01J0000000000000000000NONE' });
    await expectNotFound('Show Not Found', 'This show could not be found.');
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('a post that is not there (a notification of a deleted post): "Post Not Found"', async () => {
    serve(/\/api\/posts\/p-gone$/);
    renderWithProviders(<AppRoutes session={session} />, { route: '/posts/p-gone' });
    await expectNotFound('Post Not Found', 'This post was deleted or could not be found.');
  });

  it("a post that is there: /posts/{id} goes to its place on its author's profile", async () => {
    serve(/^$/, { '/api/posts/p1': makePost({ id: 'p1', authorId: 'author-1' }) });
    renderWithProviders(<AppRoutes session={session} />, { route: '/posts/p1' });
    // (The probe shows the path; postPath adds #post-p1, which the profile's list scrolls to.)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile\/author-1$/));
    expect(screen.queryByRole('heading', { name: 'Post Not Found' })).not.toBeInTheDocument();
  });
});
