import { screen, waitFor, within } from '@testing-library/react';
import { fetchMFAPreference, setUpTOTP, updateMFAPreference, verifyTOTPSetup } from 'aws-amplify/auth';
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

describe('two-step verification, off', () => {
  async function startSetUp() {
    vi.mocked(setUpTOTP).mockResolvedValue({
      sharedSecret: SECRET,
      getSetupUri: () => new URL('otpauth://x'),
    });
    const rendered = render();
    expect(await screen.findByText('Two-step verification is off.')).toBeInTheDocument();
    await rendered.user.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByText(/Scan this QR code/);
    return rendered;
  }

  it('"Turn on" shows the secret as a QR code, a setup key and an otpauth:// link', async () => {
    await startSetUp();
    expect(setUpTOTP).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('two-step-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      `otpauth://totp/Ringside:stone%2Bcold%40ringside.local?secret=${SECRET}&issuer=Ringside`,
    );
    expect(verifyTOTPSetup).not.toHaveBeenCalled();
    expect(updateMFAPreference).not.toHaveBeenCalled();
  });

  it('a code that is not 6 digits is not sent; a right one turns it on (TOTP preferred)', async () => {
    const { user } = await startSetUp();
    const field = screen.getByLabelText('6-digit code');
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter the 6 digits your app shows.')).toBeInTheDocument();
    expect(verifyTOTPSetup).not.toHaveBeenCalled();

    vi.mocked(verifyTOTPSetup).mockResolvedValue(undefined);
    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Two-step verification is on');
    expect(toast).toHaveAttribute('data-variant', 'success');
    expect(verifyTOTPSetup).toHaveBeenCalledWith({ code: '123456' });
    expect(updateMFAPreference).toHaveBeenCalledWith({ totp: 'PREFERRED' });
    const status = await screen.findByText(
      'Two-step verification is on. Logging in asks for a code from your app.',
    );
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeEnabled();
  });

  it('a wrong code is said under the field and changes nothing', async () => {
    vi.mocked(verifyTOTPSetup).mockRejectedValue(
      named('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA'),
    );
    const { user } = await startSetUp();
    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText("That code didn't work. Check your app and try again."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    expect(updateMFAPreference).not.toHaveBeenCalled();
  });

  it('"Cancel" goes back to off', async () => {
    const { user } = await startSetUp();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Two-step verification is off.')).toBeInTheDocument();
    expect(updateMFAPreference).not.toHaveBeenCalled();
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

  it('turning off asks for the password: a wrong one is said in the dialog and changes nothing', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' }, 400),
    );
    const { user, dialog } = await openTurnOff();
    const confirm = within(dialog).getByRole('button', { name: 'Turn off' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(updateMFAPreference).not.toHaveBeenCalled();
  });

  it('the right password (Cognito answers the code challenge) turns it off', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's' }));
    const { user, dialog } = await openTurnOff();
    await user.type(within(dialog).getByLabelText('Password'), 'ringside');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Two-step verification is off');
    expect(updateMFAPreference).toHaveBeenCalledWith({ totp: 'DISABLED' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://cognito-idp.eu-west-1.amazonaws.com/');
    expect(new Headers(init?.headers).get('x-amz-target')).toBe(
      'AWSCognitoIdentityProviderService.InitiateAuth',
    );
    expect(JSON.parse(String(init?.body))).toEqual({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'web-client',
      AuthParameters: { USERNAME: fan.id, PASSWORD: 'ringside' },
    });
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
