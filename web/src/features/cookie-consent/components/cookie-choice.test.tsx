import { SETTINGS_TEXTS } from '@shared/messages-core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { CookieChoice } from './cookie-choice';
import type { CookiePolicyDialogSlot } from './policy-dialog-slot';

const StubPolicy: CookiePolicyDialogSlot = ({ open, onClose }) =>
  open ? (
    <div role="dialog" aria-label="Cookie Policy">
      <button type="button" onClick={onClose}>
        Close the policy
      </button>
    </div>
  ) : null;

const accept = () => screen.getByRole('radio', { name: SETTINGS_TEXTS.cookieAccept });
const reject = () => screen.getByRole('radio', { name: SETTINGS_TEXTS.cookieReject });

describe('CookieChoice', () => {
  it.each([
    ['accepted', accept],
    ['rejected', reject],
  ] as const)('shows the stored choice (%s)', (stored, radio) => {
    window.localStorage.setItem('cookie-consent', stored);
    renderWithProviders(<CookieChoice />);
    expect(radio()).toBeChecked();
    expect(screen.queryByText(SETTINGS_TEXTS.cookieUnset)).not.toBeInTheDocument();
  });

  it('withdraws consent as easily as it gives it: one click each way, stored where the banner stores it', async () => {
    window.localStorage.setItem('cookie-consent', 'accepted');
    const { user } = renderWithProviders(<CookieChoice />);
    await user.click(reject());
    expect(window.localStorage.getItem('cookie-consent')).toBe('rejected');
    expect(reject()).toBeChecked();
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(SETTINGS_TEXTS.cookieSaved);
    expect(toast).toHaveAttribute('data-variant', 'success');
    await user.click(accept());
    expect(window.localStorage.getItem('cookie-consent')).toBe('accepted');
    expect(accept()).toBeChecked();
  });

  it('says when nothing is chosen yet, and checks neither', () => {
    renderWithProviders(<CookieChoice />);
    expect(screen.getByText(SETTINGS_TEXTS.cookieUnset)).toBeInTheDocument();
    expect(accept()).not.toBeChecked();
    expect(reject()).not.toBeChecked();
  });

  it('opens the Cookie Policy passed in', async () => {
    const { user } = renderWithProviders(<CookieChoice policyDialog={StubPolicy} />);
    await user.click(screen.getByRole('button', { name: 'Cookie Policy' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie Policy' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the policy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
