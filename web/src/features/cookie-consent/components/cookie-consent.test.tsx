import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CookieConsentBanner } from './cookie-consent';

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
