import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST_BOX_ID } from '@/config/dom-ids';
import { StubNotificationPanel as StubPanel } from '@/testing/stub-notification-panel';
import { renderWithProviders } from '@/testing/test-utils';
import { MobileNav } from './mobile-nav';

/** The bottom bar over a screen that has the post box only on "/" (the home screen). */
function Screen({ unread = 0, meId }: { unread?: number; meId?: string }) {
  const { pathname } = useLocation();
  const [composing, setComposing] = useState(false);
  return (
    <>
      {pathname === '/' && (
        <button type="button" id={POST_BOX_ID} onClick={() => setComposing(true)}>
          What's happening?
        </button>
      )}
      {composing && <p>Composer open</p>}
      <MobileNav unread={unread} meId={meId} notificationPanel={StubPanel} />
    </>
  );
}

/** The bar shows on phones only (CSS hides it at jsdom's desktop width), so it is queried hidden. */
const postTab = () => screen.getByRole('button', { name: 'Post', hidden: true });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MobileNav "Post"', () => {
  it('on the home screen scrolls to the top and opens the composer (not just focusing its box)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderWithProviders(<Screen />, { route: '/' });
    await user.click(postTab());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByText('Composer open')).toBeInTheDocument();
  });

  it('from another screen goes home first, then opens the composer once it is there', async () => {
    const { user } = renderWithProviders(<Screen />, { route: '/search' });
    expect(screen.queryByRole('button', { name: "What's happening?" })).not.toBeInTheDocument();
    await user.click(postTab());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(await screen.findByText('Composer open')).toBeInTheDocument();
  });
});

describe('MobileNav "Alerts"', () => {
  it('shows the unread badge (capped at 9+) and opens the notification panel above the bar', async () => {
    const { user } = renderWithProviders(<Screen unread={27} />, { route: '/search' });
    const alerts = screen.getByRole('button', { name: '9+ Alerts, unread', hidden: true });
    expect(within(alerts).getByText('9+')).toBeInTheDocument();
    await user.click(alerts);
    const panel = screen.getByRole('dialog', { name: 'Notifications', hidden: true });
    expect(panel).toHaveAttribute('data-placement', 'above');
    expect(screen.getByTestId('location')).toHaveTextContent('/search');
  });

  it('has no badge without unread notifications', () => {
    renderWithProviders(<Screen />, { route: '/' });
    expect(screen.getByRole('button', { name: 'Alerts', hidden: true })).toBeInTheDocument();
  });
});

describe('MobileNav "Profile"', () => {
  const profileTab = () => screen.getByRole('button', { name: 'Profile', hidden: true });

  it("is the active tab on the fan's own profile", () => {
    renderWithProviders(<Screen meId="me-1" />, { route: '/profile/me-1' });
    expect(profileTab()).toHaveClass('Mui-selected');
  });

  it("is not active on another fan's profile (it would open the fan's own)", () => {
    renderWithProviders(<Screen meId="me-1" />, { route: '/profile/fan-2' });
    expect(profileTab()).not.toHaveClass('Mui-selected');
    expect(screen.getByRole('button', { name: 'Search', hidden: true })).not.toHaveClass('Mui-selected');
  });
});
