import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePost, routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { PostCard } from './post-card';

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const POST = '/api/posts/01JPOST0000000000000000001';

function renderCard(post = makePost(), meId = 'me') {
  vi.stubGlobal('fetch', fetchMock);
  return renderWithProviders(<PostCard post={post} meId={meId} />);
}

async function menuItems(user: ReturnType<typeof renderCard>['user']) {
  await user.click(screen.getByRole('button', { name: 'Post options' }));
  const menu = await screen.findByRole('menu');
  // Wait for the items that load on demand to have their names.
  await waitFor(() =>
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .every((i) => i.textContent),
    ).toBe(true),
  );
  return within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent);
}

describe('editing a post', () => {
  it('offers Edit to the author within 15 minutes; the dialog opens with the text focused and saves it', async () => {
    let sent: unknown;
    fetchMock.mockImplementation(
      routeFetch({
        [`PATCH ${POST}`]: (init) => {
          sent = JSON.parse(String(init?.body));
          return jsonResponse(
            makePost({
              authorId: 'me',
              content: 'Edited take #RAW',
              editedAt: new Date().toISOString(),
              editCount: 1,
            }),
          );
        },
      }),
    );
    const { user } = renderCard(
      makePost({ authorId: 'me', content: 'First take', createdAt: minutesAgo(2) }),
    );
    expect(await menuItems(user)).toEqual(['Edit', 'Delete post']);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit post' });
    const field = within(dialog).getByRole('textbox', { name: 'Edit post' });
    expect(field).toHaveValue('First take');
    await waitFor(() => expect(field).toHaveFocus());
    expect(within(dialog).getByText('5 edits left')).toBeInTheDocument();
    // Typing goes straight into the text, after what is there.
    await user.keyboard(' and more');
    expect(field).toHaveValue('First take and more');
    await user.clear(field);
    await user.type(field, 'Edited take #RAW');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent('Post edited');
    expect(sent).toEqual({ content: 'Edited take #RAW' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit post' })).not.toBeInTheDocument());
  });

  it('keeps the dialog open and says why when the server refuses the edit', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        [`PATCH ${POST}`]: () =>
          jsonResponse({ message: 'Posts can only be edited in the first 15 minutes' }, 403),
      }),
    );
    const { user } = renderCard(
      makePost({ authorId: 'me', content: 'Almost late', createdAt: minutesAgo(14) }),
    );
    await menuItems(user);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit post' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Edit post' }), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to edit post');
    expect(toast).toHaveTextContent('Posts can only be edited in the first 15 minutes');
    expect(screen.getByRole('dialog', { name: 'Edit post' })).toBeInTheDocument();
  });

  it('refuses a blank text in the dialog without asking the server', async () => {
    const { user } = renderCard(makePost({ authorId: 'me', createdAt: minutesAgo(1) }));
    await menuItems(user);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit post' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Edit post' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter some content for your post')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers no Edit after 15 minutes, after 5 edits, or on someone else’s post', async () => {
    const late = renderCard(makePost({ authorId: 'me', createdAt: minutesAgo(16) }));
    expect(await menuItems(late.user)).toEqual(['Delete post']);
    late.unmount();
    const spent = renderCard(makePost({ authorId: 'me', createdAt: minutesAgo(5), editCount: 5 }));
    expect(await menuItems(spent.user)).toEqual(['Delete post']);
    spent.unmount();
    const other = renderCard(makePost({ authorId: 'someone-else', createdAt: minutesAgo(1) }));
    expect(await menuItems(other.user)).toEqual(['Report', 'Mute @macho', 'Block @macho']);
  });

  it('shows "Edited" on an edited post; it opens the texts newest first, with their times', async () => {
    const at = (m: number) => minutesAgo(m);
    fetchMock.mockImplementation(
      routeFetch({
        [`GET ${POST}/history`]: () =>
          jsonResponse([
            { version: 2, content: 'Third #take', at: at(1) },
            { version: 1, content: 'Second', at: at(3) },
            { version: 0, content: 'First', at: at(5) },
          ]),
      }),
    );
    const { user } = renderCard(makePost({ content: 'Third #take', editedAt: at(1), editCount: 2 }));
    await user.click(await screen.findByRole('button', { name: 'Edited' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit history' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Current · 1mThird #take',
      '3mSecond',
      'Original · 5mFirst',
    ]);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: '#take' })).toHaveAttribute(
      'href',
      '/hashtag/take',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit history' })).not.toBeInTheDocument(),
    );
  });

  it('covers an earlier text that mentions a muted word; Show asks for the history uncovered', async () => {
    const at = (m: number) => minutesAgo(m);
    fetchMock.mockImplementation(
      routeFetch({
        [`GET ${POST}/history`]: () =>
          jsonResponse([
            { version: 1, content: 'Big news tonight', at: at(1) },
            { version: 0, content: '', at: at(5), filtered: { word: 'cena' } },
          ]),
        [`GET ${POST}/history?reveal=1`]: () =>
          jsonResponse([
            { version: 1, content: 'Big news tonight', at: at(1) },
            { version: 0, content: 'Big news: Cena wins', at: at(5) },
          ]),
      }),
    );
    const { user } = renderCard(makePost({ content: 'Big news tonight', editedAt: at(1), editCount: 1 }));
    await user.click(await screen.findByRole('button', { name: 'Edited' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit history' });
    const cover = await within(dialog).findByRole('note');
    expect(cover).toHaveTextContent("Hidden: mentions 'cena'");
    expect(dialog).not.toHaveTextContent('Cena wins');
    await user.click(within(cover).getByRole('button', { name: 'Show' }));
    expect(await within(dialog).findByText('Big news: Cena wins')).toBeInTheDocument();
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows no "Edited" on a post never edited', () => {
    renderCard(makePost({ editedAt: null }));
    expect(screen.queryByRole('button', { name: 'Edited' })).not.toBeInTheDocument();
  });
});
