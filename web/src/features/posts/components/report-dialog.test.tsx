import { REPORT_REASON_LABELS, REPORT_REASONS } from '@shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeComment, makePost, routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { CommentSection } from './comment-section';
import { PostCard } from './post-card';

const POST_ID = '01JPOST0000000000000000001';
const COMMENT_ID = '01JCOMMENT0000000000000001';
const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const reportBodies = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/reports' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

function renderPost(routes: Parameters<typeof routeFetch>[0] = {}) {
  fetchMock.mockImplementation(routeFetch(routes));
  vi.stubGlobal('fetch', fetchMock);
  return renderWithProviders(<PostCard post={makePost({ authorId: 'someone-else' })} meId="me" />);
}

async function openPostReport(user: ReturnType<typeof renderPost>['user']) {
  await user.click(screen.getByRole('button', { name: 'Post options' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
  return screen.findByRole('dialog', { name: 'Report post' });
}

describe('the Report dialog', () => {
  it('offers every reason by its label, then files the report and says thanks', async () => {
    const { user } = renderPost({
      'POST /api/reports': () => jsonResponse({ id: '01JREPORT00000000000000001', created: true }, 201),
    });
    const dialog = await openPostReport(user);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(
      REPORT_REASONS.map((r) => REPORT_REASON_LABELS[r]),
    );
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Tell us more/ }),
      '  Keeps going after me  ',
    );
    expect(within(dialog).getByText('20/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Report submitted');
    expect(toast).toHaveTextContent('Thanks for helping keep Ringside safe.');
    expect(reportBodies()).toEqual([
      { postId: POST_ID, reason: 'harassment', description: 'Keeps going after me' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a reason and refuses a description over 500 characters, sending nothing', async () => {
    const { user } = renderPost();
    const dialog = await openPostReport(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(within(dialog).getByText('Please choose a reason')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    expect(within(dialog).queryByText('Please choose a reason')).not.toBeInTheDocument();
    const box = within(dialog).getByRole('textbox', { name: /Tell us more/ });
    await user.click(box);
    await user.paste('x'.repeat(501));
    expect(within(dialog).getByText('501/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(within(dialog).getByText('Description must be at most 500 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a repeat (200, created false) as a success and sends no blank description', async () => {
    const { user } = renderPost({
      'POST /api/reports': () => jsonResponse({ id: '01JREPORT00000000000000001', created: false }, 200),
    });
    const dialog = await openPostReport(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Tell us more/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Report submitted');
    expect(reportBodies()).toEqual([{ postId: POST_ID, reason: 'spam' }]);
  });

  it("shows the server's message in a destructive toast and stays open", async () => {
    const message = "You've sent a lot of reports in the last hour. Please try again later.";
    const { user } = renderPost({ 'POST /api/reports': () => jsonResponse({ message }, 429) });
    const dialog = await openPostReport(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Hate speech' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(message);
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Report not sent');
    expect(screen.getByRole('dialog', { name: 'Report post' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit Report' })).toBeEnabled();
  });

  it('says "Submitting..." while the report is sent, and Cancel closes it', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { user } = renderPost({
      'POST /api/reports': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    let dialog = await openPostReport(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Spoilers without warning' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer(jsonResponse({ message: 'Post not found' }, 404));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Post not found');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A new opening starts blank.
    dialog = await openPostReport(user);
    expect(within(dialog).getByRole('radio', { name: 'Spoilers without warning' })).not.toBeChecked();
  });

  it("reports another fan's comment, and offers no Report on one's own", async () => {
    const theirs = makeComment({ id: COMMENT_ID, authorId: 'author-2' });
    const mine = makeComment({ id: '01JCOMMENT0000000000000002', authorId: 'me', content: 'Mine' });
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/posts/${POST_ID}/comments`]: () => jsonResponse([theirs, mine]),
        'POST /api/reports': () => jsonResponse({ id: '01JREPORT00000000000000002', created: true }, 201),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(
      <CommentSection post={makePost({ id: POST_ID, authorId: 'author-1' })} meId="me" />,
    );
    const items = within(await screen.findByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(within(items[1] as HTMLElement).queryByRole('button', { name: 'Report comment' })).toBeNull();
    expect(
      within(items[1] as HTMLElement).getByRole('button', { name: 'Delete comment' }),
    ).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: 'Delete comment' })).toBeNull();

    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Report comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report comment' });
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Report submitted');
    expect(reportBodies()).toEqual([{ commentId: COMMENT_ID, reason: 'other' }]);
  });
});
