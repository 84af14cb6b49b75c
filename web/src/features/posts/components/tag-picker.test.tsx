import type { EntityRef } from '@shared/schemas/wrestling';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePost, routeFetch } from '@/testing/posts';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';
import { CreatePostBox } from './create-post-box';
import { PostTags } from './post-tags';
import { tagProblem } from './tag-picker';

const colors = { primary: '#d32f2f', secondary: '#ffffff' };
const ref = (id: string, kind: EntityRef['kind'], name: string, slug = id): EntityRef => ({
  id,
  kind,
  slug,
  name,
  colors,
});
const RHEA = ref('01JRHEA0000000000000000001', 'wrestler', 'Rhea Ripley', 'rhea-ripley');
const IYO = ref('01JIYO00000000000000000001', 'wrestler', 'IYO SKY', 'iyo-sky');
const RAW = ref('01JRAW00000000000000000001', 'show', 'Monday Night Raw', 'raw-2026-11-23');
const DYNAMITE = ref('01JDYN00000000000000000001', 'show', 'AEW Dynamite', 'dynamite-2026-11-25');

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

async function openBox(routes: Parameters<typeof routeFetch>[0]) {
  fetchMock.mockImplementation(routeFetch(routes));
  vi.stubGlobal('fetch', fetchMock);
  const result = renderWithProviders(<CreatePostBox user={makeUser({ displayName: 'Stone Cold Fan' })} />);
  await result.user.click(screen.getByRole('button', { name: /What's happening in the ring/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Create a post' });
  return { ...result, dialog, text: within(dialog).getByRole('textbox', { name: 'Post text' }) };
}

const sentPost = () => {
  const call = fetchMock.mock.calls.find(([url, init]) => url === '/api/posts' && init?.method === 'POST');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('tags in the post box', () => {
  it('offers the entities the text names as Suggested chips; one tap tags the post, and the tags are sent', async () => {
    const { user, dialog, text } = await openBox({
      'POST /api/tags/suggest': () => jsonResponse([RAW, RHEA]),
      'POST /api/posts': () => jsonResponse(makePost({ tags: [RAW, RHEA] }), 201),
    });
    await user.type(text, 'Rhea Ripley tonight #WWERaw');
    const add = await within(dialog).findByRole('button', { name: 'Tag Rhea Ripley' }, { timeout: 3000 });
    await user.click(add);
    expect(within(dialog).getByLabelText('Remove tag Rhea Ripley')).toBeInTheDocument();
    // A chosen tag is no longer suggested.
    expect(within(dialog).queryByRole('button', { name: 'Tag Rhea Ripley' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Tag Monday Night Raw' }));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/tags/suggest') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ content: 'Rhea Ripley tonight #WWERaw' });

    // Removing a chip takes the tag off.
    await user.click(within(dialog).getByLabelText('Remove tag Monday Night Raw'));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Post created successfully!');
    expect(sentPost()).toEqual({ content: 'Rhea Ripley tonight #WWERaw', imageURL: null, tags: [RHEA.id] });
  }, 15_000);

  it('searches entities from "Tag a show or wrestler"; what the limits refuse cannot be picked', async () => {
    const { user, dialog } = await openBox({
      'POST /api/tags/suggest': () => jsonResponse([]),
      'GET /api/entities/search': () => jsonResponse([IYO, DYNAMITE, RAW]),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Tag a show or wrestler' }));
    let picker = await screen.findByRole('dialog', { name: 'Tag a show or wrestler' }, { timeout: 5000 });
    await user.type(within(picker).getByRole('textbox', { name: 'Search shows and wrestlers' }), 'raw');
    await user.click(
      await within(picker).findByRole('button', { name: /Monday Night Raw/ }, { timeout: 5000 }),
    );
    expect(within(dialog).getByLabelText('Remove tag Monday Night Raw')).toBeInTheDocument();
    // The search asks with what was typed (after a pause: a slow typist may have asked with less before).
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/entities/search?q=raw');

    await user.click(within(dialog).getByRole('button', { name: 'Tag a show or wrestler' }));
    picker = await screen.findByRole('dialog', { name: 'Tag a show or wrestler' }, { timeout: 5000 });
    await user.type(within(picker).getByRole('textbox', { name: 'Search shows and wrestlers' }), 'iyo');
    // A second show is refused, and says why.
    const second = await within(picker).findByRole('button', { name: /AEW Dynamite/ }, { timeout: 5000 });
    expect(second).toHaveAttribute('aria-disabled', 'true');
    expect(second).toHaveTextContent('A post can be tagged with one show');
    await user.click(within(picker).getByRole('button', { name: /IYO SKY/ }));
    expect(within(dialog).getByLabelText('Remove tag IYO SKY')).toBeInTheDocument();
  }, 15_000);

  it('knows the limits: one show, five others, each once', () => {
    const five = [1, 2, 3, 4, 5].map((n) => ref(`0${n}`, 'wrestler', `W${n}`));
    expect(tagProblem(five, IYO)).toBe('At most 5 tags besides the show');
    expect(tagProblem(five, RAW)).toBeNull();
    expect(tagProblem([RAW], DYNAMITE)).toBe('A post can be tagged with one show');
    expect(tagProblem([IYO], IYO)).toBe('Each tag at most once');
  });
});

describe('tags on a post card', () => {
  it('are chips linking to the entity pages (a show by its id)', () => {
    render(
      <MemoryRouter>
        <PostTags tags={[RAW, RHEA]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Rhea Ripley' })).toHaveAttribute(
      'href',
      '/wrestlers/rhea-ripley',
    );
    expect(screen.getByRole('link', { name: 'Monday Night Raw' })).toHaveAttribute(
      'href',
      `/shows/${RAW.id}`,
    );
  });
});
