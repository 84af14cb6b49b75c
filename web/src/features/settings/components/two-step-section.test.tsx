import { screen, waitFor, within } from '@testing-library/react';
import { fetchMFAPreference } from 'aws-amplify/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@/lib/config';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';
import { TwoStepSection } from './two-step-section';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const fetchMock = vi.fn<typeof fetch>();
const fan = makeUser({ email: 'stone+cold@ringside.local' });

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValueOnce(
    jsonResponse({
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_pool',
      userPoolClientId: 'web-client',
      wsUrl: 'wss://x',
      eventsRealtimeUrl: 'wss://e/event/realtime',
      eventsHttpHost: 'e',
    }),
  );
  await loadConfig();
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const named = (name: string, message: string) => Object.assign(new Error(message), { name });
const render = () => renderWithProviders(<TwoStepSection user={fan} />);

/** The API calls the section made: method, address and body. */
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    method: init?.method,
    url: String(url),
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  }));

describe('two-step verification, off', () => {
  async function openTurnOn() {
    const rendered = render();
    expect(await screen.findByText('Two-step verification is off.')).toBeInTheDocument();
    await rendered.user.click(screen.getByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-step verification' });
    return { ...rendered, dialog };
  }

  async function startSetUp() {
    fetchMock.mockResolvedValueOnce(jsonResponse({ secret: SECRET }));
    const rendered = await openTurnOn();
    await rendered.user.type(within(rendered.dialog).getByLabelText('Password'), 'ringside');
    await rendered.user.click(within(rendered.dialog).getByRole('button', { name: 'Continue' }));
    await screen.findByText(/Scan this QR code/);
    return rendered;
  }

  it('"Turn on" asks for the password; a wrong one is said in the dialog and gives no secret', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Incorrect password' }, 400));
    const { user, dialog } = await openTurnOn();
    const go = within(dialog).getByRole('button', { name: 'Continue' });
    expect(go).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.click(go);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(calls()).toEqual([
      { method: 'POST', url: '/api/account/two-step/setup', body: { password: 'wrong-one' } },
    ]);
    expect(screen.queryByText(/Scan this QR code/)).not.toBeInTheDocument();
  });

  it('the right password shows the secret as a QR code, a setup key and an otpauth:// link', async () => {
    await startSetUp();
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('two-step-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      `otpauth://totp/Ringside:stone%2Bcold%40ringside.local?secret=${SECRET}&issuer=Ringside`,
    );
    expect(calls()).toEqual([
      { method: 'POST', url: '/api/account/two-step/setup', body: { password: 'ringside' } },
    ]);
  });

  it('a code that is not 6 digits is not sent; a right one goes with the password and turns it on', async () => {
    const { user } = await startSetUp();
    const field = screen.getByLabelText('6-digit code');
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter the 6 digits your app shows.')).toBeInTheDocument();
    expect(calls()).toHaveLength(1);

    fetchMock.mockResolvedValueOnce(jsonResponse({ twoStep: true }));
    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Two-step verification is on');
    expect(toast).toHaveAttribute('data-variant', 'success');
    expect(calls()[1]).toEqual({
      method: 'PUT',
      url: '/api/account/two-step',
      body: { password: 'ringside', code: '123456' },
    });
    const status = await screen.findByText(
      'Two-step verification is on. Logging in asks for a code from your app.',
    );
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeEnabled();
  });

  it('a wrong code is said under the field and changes nothing', async () => {
    const { user } = await startSetUp();
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: "That code didn't work. Check your app and try again." }, 400),
    );
    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText("That code didn't work. Check your app and try again."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Two-step verification is on. Logging in asks for a code from your app.')).toBe(
      null,
    );
  });

  it('"Cancel" goes back to off', async () => {
    const { user } = await startSetUp();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Two-step verification is off.')).toBeInTheDocument();
    expect(calls()).toHaveLength(1);
  });
});

describe('two-step verification, on', () => {
  async function openTurnOff() {
    vi.mocked(fetchMFAPreference).mockResolvedValue({ enabled: ['TOTP'], preferred: 'TOTP' });
    const rendered = render();
    await rendered.user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step verification?' });
    return { ...rendered, dialog };
  }

  it('turning off asks for the password and a code: a wrong password is said in the dialog and changes nothing', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Incorrect password' }, 400));
    const { user, dialog } = await openTurnOff();
    const confirm = within(dialog).getByRole('button', { name: 'Turn off' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    // Without the app's code nothing is sent.
    await user.click(confirm);
    expect(await within(dialog).findByText('Enter the 6 digits your app shows.')).toBeInTheDocument();
    expect(calls()).toEqual([]);
    await user.type(within(dialog).getByLabelText('6-digit code'), '123456');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(
      screen.getByText('Two-step verification is on. Logging in asks for a code from your app.'),
    ).toBeTruthy();
  });

  it('a wrong code is said under the code', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: "That code didn't work. Check your app and try again." }, 400),
    );
    const { user, dialog } = await openTurnOff();
    await user.type(within(dialog).getByLabelText('Password'), 'ringside');
    await user.type(within(dialog).getByLabelText('6-digit code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(
      await within(dialog).findByText("That code didn't work. Check your app and try again."),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('the right password and code go to the server, which turns it off', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ twoStep: false }));
    const { user, dialog } = await openTurnOff();
    await user.type(within(dialog).getByLabelText('Password'), 'ringside');
    await user.type(within(dialog).getByLabelText('6-digit code'), '654 321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Two-step verification is off');
    expect(calls()).toEqual([
      { method: 'DELETE', url: '/api/account/two-step', body: { password: 'ringside', code: '654321' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Two-step verification is off.')).toBeInTheDocument();
  });

  it('says so when Cognito cannot be asked', async () => {
    vi.mocked(fetchMFAPreference).mockRejectedValue(named('NetworkError', 'offline'));
    render();
    expect(await screen.findByText("Couldn't check two-step verification.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
