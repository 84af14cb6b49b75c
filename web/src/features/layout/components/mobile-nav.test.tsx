import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST_BOX_ID } from '@/config/dom-ids';
import { renderWithProviders } from '@/testing/test-utils';
import { MobileNav } from './mobile-nav';

/** The bottom bar over a screen that has the post box only on "/" (the home screen). */
function Screen() {
  const { pathname } = useLocation();
  return (
    <>
      {pathname === '/' && (
        <button type="button" id={POST_BOX_ID}>
          What's happening?
        </button>
      )}
      <MobileNav unread={0} />
    </>
  );
}

/** The bar shows on phones only (CSS hides it at jsdom's desktop width), so it is queried hidden. */
const postTab = () => screen.getByRole('button', { name: 'Post', hidden: true });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MobileNav "Post"', () => {
  it('on the home screen scrolls to the top and focuses the post box', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderWithProviders(<Screen />, { route: '/' });
    await user.click(postTab());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('button', { name: "What's happening?" })).toHaveFocus();
  });

  it('from another screen goes home first, then focuses the post box once it is there', async () => {
    const { user } = renderWithProviders(<Screen />, { route: '/search' });
    expect(screen.queryByRole('button', { name: "What's happening?" })).not.toBeInTheDocument();
    await user.click(postTab());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(screen.getByRole('button', { name: "What's happening?" })).toHaveFocus());
  });
});
