import { screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';

const me = makeUser();
const bret = { id: 'fan-bret', displayName: 'Bret Hart', handle: 'hitman', bio: '', profileImageUrl: null };

/** Back and forward buttons standing in for the browser's. */
function History() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Forward
      </button>
    </>
  );
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/users/search?q=bret&')) return jsonResponse([bret]);
    if (url.startsWith('/api/posts/hashtag/raw')) return jsonResponse([]);
    if (url.startsWith('/api/users/suggested?')) return jsonResponse([]);
    throw new Error(`Unexpected request ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <AppRoutes session={{ status: 'complete', user: me }} />
      <History />
    </>,
    { route },
  );
}

const box = () => screen.findByRole('textbox', { name: 'Search users or hashtags' });

describe('the search screen and its address (?q=)', () => {
  it('a shared /search?q= link opens that search on the Users tab', async () => {
    renderAt('/search?q=bret');
    expect(await box()).toHaveValue('bret');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: /Bret Hart/ })).toHaveAttribute(
      'href',
      '/profile/fan-bret',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/users/search?q=bret&limit=20&offset=0', expect.anything());
  });

  it('/search without a query shows the suggestions and no tabs', async () => {
    renderAt('/search');
    expect(await screen.findByRole('heading', { name: 'Suggested Users to Follow' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No Users Available' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('each submitted search is a history entry: back and forward restore the box and the tab', async () => {
    const { user } = renderAt('/search?q=bret');
    const input = await box();
    await user.clear(input);
    await user.type(input, '#raw{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=%23raw');
    expect(await box()).toHaveValue('#raw');
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Users' })).toBeDisabled();
    expect(await screen.findByText('No posts found for hashtag #raw.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?q=bret'));
    expect(await box()).toHaveValue('bret');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: /Bret Hart/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Forward' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?q=%23raw'));
    expect(await box()).toHaveValue('#raw');
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  });

  it('/hashtag/{tag} prefills "#tag" on the Posts tab', async () => {
    renderAt('/hashtag/raw');
    expect(await box()).toHaveValue('#raw');
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Users' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'No Posts Found' })).toBeInTheDocument();
  });

  it('a blank submit does nothing', async () => {
    const { user } = renderAt('/search?q=bret');
    const input = await box();
    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=bret');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  });
});
