import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CookieConsentBanner } from './cookie-consent';
import type { CookiePolicyDialogSlot } from './policy-dialog-slot';

/** Stands in for the legal feature's Cookie Policy modal, which app/ passes in. */
const StubPolicy: CookiePolicyDialogSlot = ({ open, onClose }) =>
  open ? (
    <div role="dialog" aria-label="Cookie Policy">
      <p>connect.sid</p>
      <button type="button" onClick={onClose}>
        Close the policy
      </button>
    </div>
  ) : null;

describe('CookieConsentBanner', () => {
  it.each([
    ['Accept All Cookies', 'accepted'],
    ['Reject Non-Essential', 'rejected'],
    ['Close', 'rejected'],
  ])('"%s" stores %s under "cookie-consent" and hides the banner', async (button, stored) => {
    const user = userEvent.setup();
    render(<CookieConsentBanner />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: button }));
    expect(window.localStorage.getItem('cookie-consent')).toBe(stored);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['accepted', 'rejected'])('stays hidden when "%s" is already stored', (value) => {
    window.localStorage.setItem('cookie-consent', value);
    render(<CookieConsentBanner />);
    expect(screen.queryByRole('button', { name: 'Accept All Cookies' })).not.toBeInTheDocument();
  });

  it('shows again when the stored value is not a valid choice', () => {
    window.localStorage.setItem('cookie-consent', 'maybe');
    render(<CookieConsentBanner />);
    expect(screen.getByRole('button', { name: 'Accept All Cookies' })).toBeInTheDocument();
  });
});

describe('the Cookie Policy in the banner text', () => {
  it('opens the policy over the banner, which stays until the visitor chooses', async () => {
    const user = userEvent.setup();
    render(<CookieConsentBanner policyDialog={StubPolicy} />);
    const banner = screen.getByRole('dialog', { name: 'We use cookies' });
    expect(banner).toHaveTextContent('You can read more in our Cookie Policy.');
    await user.click(within(banner).getByRole('button', { name: 'Cookie Policy' }));
    const policy = await screen.findByRole('dialog', { name: 'Cookie Policy' });
    expect(policy).toHaveTextContent('connect.sid');
    await user.click(within(policy).getByRole('button', { name: 'Close the policy' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cookie Policy' })).not.toBeInTheDocument(),
    );
    expect(window.localStorage.getItem('cookie-consent')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'We use cookies' })).toBeInTheDocument();
  });

  it('is plain text when no policy is passed in', () => {
    render(<CookieConsentBanner />);
    expect(screen.getByRole('dialog', { name: 'We use cookies' })).toHaveTextContent('in our Cookie Policy.');
    expect(screen.queryByRole('button', { name: 'Cookie Policy' })).not.toBeInTheDocument();
  });
});
