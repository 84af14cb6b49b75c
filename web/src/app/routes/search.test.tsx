import { screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';

const me = makeUser();
const bret = { id: 'fan-bret', displayName: 'Bret Hart', handle: 'hitman', bio: '', profileImageUrl: null };
const bretHart = {
  id: '01JBRET0000000000000000000',
  kind: 'wrestler',
  slug: 'bret-hart',
  name: 'Bret "Hitman" Hart',
  colors: { primary: '#e91e63', secondary: '#000000' },
};

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
    if (url === '/api/search?q=bret')
      return jsonResponse({ users: [bret], entities: [bretHart], hashtags: [] });
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

const box = () => screen.findByRole('combobox', { name: 'Search users or hashtags' });
const tab = (name: string) => screen.getByRole('tab', { name });
const back = () => screen.getByRole('button', { name: 'Back' });
const forward = () => screen.getByRole('button', { name: 'Forward' });
const at = (address: string) =>
  waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      new RegExp(`^${address.replace(/[?]/g, '\\?')}$`),
    ),
  );

describe('the search screen and its address (?q=)', () => {
  it('a shared /search?q= link opens that search on the All tab: the wrestler and the fan together', async () => {
    renderAt('/search?q=bret');
    expect(await box()).toHaveValue('bret');
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: /Bret "Hitman" Hart/ })).toHaveAttribute(
      'href',
      '/wrestlers/bret-hart',
    );
    expect(screen.getByRole('link', { name: /Bret Hart/ })).toHaveAttribute('href', '/profile/fan-bret');
    expect(fetchMock).toHaveBeenCalledWith('/api/search?q=bret', expect.anything());
  });

  it('the tab is in the address: a shared ?tab= opens it, and back and forward walk the tabs', async () => {
    const { user } = renderAt('/search?q=bret&tab=users');
    expect(await box()).toHaveValue('bret');
    expect(tab('Users')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: /Bret Hart/ })).toHaveAttribute(
      'href',
      '/profile/fan-bret',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/users/search?q=bret&limit=20&offset=0', expect.anything());
    await user.click(tab('All'));
    await at('/search?q=bret');
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: /Bret "Hitman" Hart/ })).toBeInTheDocument();
    await user.click(back());
    await at('/search?q=bret&tab=users');
    expect(tab('Users')).toHaveAttribute('aria-selected', 'true');
    await user.click(forward());
    await at('/search?q=bret');
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
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
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
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
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });
});
