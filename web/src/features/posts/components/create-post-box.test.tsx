import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePost, routeFetch } from '@/testing/posts';
import { failingCreate, jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';
import { CreatePostBox } from './create-post-box';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const UPLOAD_URL = 'http://127.0.0.1:8712/ringside-uploads/uploads/me/01JIMAGE.png?X-Amz-Signature=abc';
const PREVIEW = {
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  image: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  title: 'Greatest entrance',
  description: 'WWE',
};

async function openBox(routes: Parameters<typeof routeFetch>[0] = {}) {
  fetchMock.mockImplementation(routeFetch(routes));
  vi.stubGlobal('fetch', fetchMock);
  const result = renderWithProviders(<CreatePostBox user={makeUser({ displayName: 'Stone Cold Fan' })} />);
  await result.user.click(screen.getByRole('button', { name: /What's happening in the ring, Stone\?/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Create a post' });
  const text = within(dialog).getByRole('textbox', { name: 'Post text' });
  const postButton = within(dialog).getByRole('button', { name: 'Post' });
  return { ...result, dialog, text, postButton };
}

const sentPost = () => {
  const call = fetchMock.mock.calls.find(([url, init]) => url === '/api/posts' && init?.method === 'POST');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('CreatePostBox', () => {
  it('keeps Post disabled while the text is blank, and refuses a blank keyboard submit', async () => {
    const { user, text, postButton, dialog } = await openBox();
    expect(postButton).toBeDisabled();
    await user.type(text, '   ');
    expect(postButton).toBeDisabled();
    fireEvent.keyDown(text, { key: 'Enter', ctrlKey: true });
    expect(within(dialog).getByText('Please enter some content for your post')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed text, toasts, and closes', async () => {
    const { user, text, postButton } = await openBox({
      'POST /api/posts': () => jsonResponse(makePost(), 201),
    });
    await user.type(text, '  Hell yeah! #RAW  ');
    await user.click(postButton);
    expect(await screen.findByTestId('toast')).toHaveTextContent('Post created successfully!');
    expect(sentPost()).toEqual({ content: 'Hell yeah! #RAW', imageURL: null });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create a post' })).not.toBeInTheDocument(),
    );
  });

  it('says why when the fan posted too often (429 with the API message)', async () => {
    const message = "You're doing that too often. Please try again in 12 minutes.";
    const { user, text, postButton } = await openBox({
      'POST /api/posts': () => jsonResponse({ message }, 429),
    });
    await user.type(text, 'One more');
    await user.click(postButton);
    const shown = await screen.findByTestId('toast');
    expect(shown).toHaveTextContent('Failed to create post');
    expect(shown).toHaveTextContent(message);
  });

  it('toasts "Failed to create post" and keeps the text when posting fails', async () => {
    const { user, text, postButton } = await openBox({
      'POST /api/posts': failingCreate,
    });
    await user.type(text, 'Still here');
    await user.click(postButton);
    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to create post');
    expect(text).toHaveValue('Still here');
  });

  it('uploads a chosen photo: preview, upload address, PUT, then the address without its query', async () => {
    let finishPut: (r: Response) => void = () => undefined;
    const { user, text, postButton, dialog } = await openBox({
      'POST /api/objects/upload': (init) => {
        expect(JSON.parse(String(init?.body))).toEqual({
          contentType: 'image/png',
          contentLength: 4,
          purpose: 'post',
        });
        return jsonResponse({ uploadURL: UPLOAD_URL });
      },
      [`PUT ${UPLOAD_URL}`]: (init) => {
        expect(new Headers(init?.headers).get('Content-Type')).toBe('image/png');
        return new Promise<Response>((resolve) => {
          finishPut = resolve;
        });
      },
      'POST /api/posts': () => jsonResponse(makePost(), 201),
    });
    await user.type(text, 'Look at this');
    await user.upload(
      screen.getByTestId('post-image-input'),
      new File(['abcd'], 'ring.png', { type: 'image/png' }),
    );
    expect(within(dialog).getByRole('img', { name: 'Chosen image preview' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    // Uploading: Post waits.
    await waitFor(() => expect(postButton).toBeDisabled());
    finishPut(new Response(null, { status: 200 }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Image uploaded successfully!');
    await waitFor(() => expect(postButton).toBeEnabled());
    await user.click(postButton);
    await waitFor(() =>
      expect(sentPost()).toEqual({
        content: 'Look at this',
        imageURL: 'http://127.0.0.1:8712/ringside-uploads/uploads/me/01JIMAGE.png',
      }),
    );
  });

  it('clears the preview and toasts "Failed to upload image" when the upload fails', async () => {
    const { user, dialog } = await openBox({
      'POST /api/objects/upload': () => jsonResponse({ uploadURL: UPLOAD_URL }),
      [`PUT ${UPLOAD_URL}`]: () => new Response('denied', { status: 403 }),
    });
    await user.upload(
      screen.getByTestId('post-image-input'),
      new File(['abcd'], 'ring.png', { type: 'image/png' }),
    );
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to upload image');
    expect(toast).toHaveTextContent('Failed to upload file');
    expect(within(dialog).queryByRole('img', { name: 'Chosen image preview' })).not.toBeInTheDocument();
  });

  it("the box's own Photo button opens the chooser (JPEG, PNG, GIF), then the dialog with the preview", async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'POST /api/objects/upload': () => jsonResponse({ uploadURL: UPLOAD_URL }),
        [`PUT ${UPLOAD_URL}`]: () => new Response(null, { status: 200 }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<CreatePostBox user={makeUser()} />);
    const input = screen.getByTestId('post-image-input');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/jpg,image/png,image/gif');
    const chooser = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Photo' }));
    expect(chooser).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Create a post' })).not.toBeInTheDocument();
    await user.upload(input, new File(['gif!'], 'spear.gif', { type: 'image/gif' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a post' });
    expect(within(dialog).getByRole('img', { name: 'Chosen image preview' })).toBeInTheDocument();
    expect(await screen.findByTestId('toast')).toHaveTextContent('Image uploaded successfully!');
    // Still no text: Post stays disabled even with the image uploaded.
    expect(within(dialog).getByRole('button', { name: 'Post' })).toBeDisabled();
  });

  it('adds a video: Add Video needs a URL, then the text reads "Check out this video: " + URL', async () => {
    const { user } = await openBox({ 'POST /api/youtube/preview': () => jsonResponse(PREVIEW) });
    await user.click(screen.getByRole('button', { name: 'Video' }));
    const video = await screen.findByRole('dialog', { name: 'Add a YouTube video' });
    const add = within(video).getByRole('button', { name: 'Add Video' });
    expect(add).toBeDisabled();
    await user.type(within(video).getByRole('textbox', { name: 'YouTube URL' }), '  ');
    expect(add).toBeDisabled();
    await user.type(
      within(video).getByRole('textbox', { name: 'YouTube URL' }),
      'https://youtu.be/dQw4w9WgXcQ',
    );
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Create a post' });
    expect(within(dialog).getByRole('textbox', { name: 'Post text' })).toHaveValue(
      'Check out this video: https://youtu.be/dQw4w9WgXcQ',
    );
  });

  it('previews a YouTube link 500 ms after it appears, sends it, and forgets a dismissed one', async () => {
    const { user, text, postButton, dialog } = await openBox({
      'POST /api/youtube/preview': () => jsonResponse(PREVIEW),
      'POST /api/posts': () => jsonResponse(makePost(), 201),
    });
    const previewCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/youtube/preview');
    await user.type(text, 'Watch https://youtu.be/dQw4w9WgXcQ');
    await new Promise((r) => setTimeout(r, 250));
    expect(previewCalls()).toHaveLength(0);
    expect(await within(dialog).findByRole('link', { name: 'Greatest entrance' })).toBeInTheDocument();
    expect(previewCalls()).toHaveLength(1);
    expect(JSON.parse(String(previewCalls()[0]?.[1]?.body))).toEqual({ url: 'https://youtu.be/dQw4w9WgXcQ' });

    // Dismissed: gone, and typing more text with the same link does not ask again.
    await user.click(within(dialog).getByRole('button', { name: 'Remove preview' }));
    expect(within(dialog).queryByRole('link', { name: 'Greatest entrance' })).not.toBeInTheDocument();
    await user.type(text, ' wow');
    await new Promise((r) => setTimeout(r, 700));
    expect(within(dialog).queryByRole('link', { name: 'Greatest entrance' })).not.toBeInTheDocument();
    await user.click(postButton);
    await waitFor(() =>
      expect(sentPost()).toEqual({ content: 'Watch https://youtu.be/dQw4w9WgXcQ wow', imageURL: null }),
    );
  });

  it("never shows or sends the previous link's preview while a new link waits for its 500 ms", async () => {
    const OTHER = {
      ...PREVIEW,
      url: 'https://www.youtube.com/watch?v=9bZkp7q19f0',
      title: 'Gangnam entrance',
    };
    const { user, text, dialog } = await openBox({
      'POST /api/youtube/preview': (init) =>
        jsonResponse(String(init?.body).includes('9bZkp7q19f0') ? OTHER : PREVIEW),
      'POST /api/posts': () => jsonResponse(makePost(), 201),
    });
    await user.type(text, 'First https://youtu.be/dQw4w9WgXcQ');
    await within(dialog).findByRole('link', { name: 'Greatest entrance' });
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create a post' })).not.toBeInTheDocument(),
    );
    fetchMock.mockClear();

    // Straight back in with another link: the first link's (cached) preview must not stand in for it.
    await user.click(screen.getByRole('button', { name: /What's happening in the ring, Stone\?/ }));
    const again = screen.getByRole('dialog', { name: 'Create a post' });
    fireEvent.change(within(again).getByRole('textbox', { name: 'Post text' }), {
      target: { value: 'Second https://www.youtube.com/watch?v=9bZkp7q19f0' },
    });
    expect(within(again).queryByRole('link', { name: 'Greatest entrance' })).not.toBeInTheDocument();
    expect(within(again).queryByRole('button', { name: 'Remove preview' })).not.toBeInTheDocument();

    // Its own preview comes after the debounce; dismissing it dismisses this link, and the post goes without it.
    await user.click(await within(again).findByRole('button', { name: 'Remove preview' }));
    expect(within(again).queryByRole('link', { name: 'Gangnam entrance' })).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 700));
    expect(within(again).queryByRole('button', { name: 'Remove preview' })).not.toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(sentPost()).toEqual({
        content: 'Second https://www.youtube.com/watch?v=9bZkp7q19f0',
        imageURL: null,
      }),
    );
  });

  it('sends a kept preview with the post', async () => {
    const { user, text, postButton, dialog } = await openBox({
      'POST /api/youtube/preview': () => jsonResponse(PREVIEW),
      'POST /api/posts': () => jsonResponse(makePost(), 201),
    });
    await user.type(text, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await within(dialog).findByRole('link', { name: 'Greatest entrance' });
    await user.click(postButton);
    await waitFor(() =>
      expect(sentPost()).toEqual({
        content: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        imageURL: null,
        linkPreviewUrl: PREVIEW.url,
        linkPreviewTitle: 'Greatest entrance',
        linkPreviewDescription: 'WWE',
      }),
    );
  });

  it('as "Post about this show": a button opens the composer with the show tagged, sent with the post and kept for the next', async () => {
    fetchMock.mockImplementation(routeFetch({ 'POST /api/posts': () => jsonResponse(makePost(), 201) }));
    vi.stubGlobal('fetch', fetchMock);
    const show = {
      id: '01J00000000000000000000SHW',
      kind: 'show' as const,
      slug: 'wwe-raw-2026-11-27',
      name: 'WWE Raw',
      colors: { primary: '#d50000', secondary: '#ffffff' },
    };
    const { user } = renderWithProviders(
      <CreatePostBox user={makeUser()} tags={[show]} button="Post about this show" />,
    );
    expect(screen.queryByRole('region', { name: 'Create a post' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post about this show' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a post' });
    expect(within(dialog).getByLabelText('Remove tag WWE Raw')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Post text' }), 'Main event now');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(sentPost()).toEqual({ content: 'Main event now', imageURL: null, tags: [show.id] }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create a post' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Post about this show' }));
    const again = await screen.findByRole('dialog', { name: 'Create a post' });
    expect(within(again).getByLabelText('Remove tag WWE Raw')).toBeInTheDocument();
  });
});

describe('CreatePostBox focus', () => {
  it('puts the cursor in the text field when the dialog opens, so typed text lands there', async () => {
    const { user, text } = await openBox();
    await waitFor(() => expect(text).toHaveFocus());
    await user.keyboard('Straight in');
    expect(text).toHaveValue('Straight in');
  });
});
