import { EMAIL_TEXTS, RESET_TEXTS } from '@shared/messages-account';
import type { CurrentUser } from '@shared/schemas/users';
import { screen, waitFor, within } from '@testing-library/react';
import { confirmUserAttribute, fetchAuthSession, sendUserAttributeVerificationCode } from 'aws-amplify/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDay } from '@/lib/dates';
import { useUser } from '@/lib/session/get-current-user';
import { storeAmplifySession } from '@/testing/session';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';
import EmailNotice from './email-notice';
import { EmailSection } from './email-section';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => undefined),
  fetchAuthSession: vi.fn(async () => ({ tokens: undefined })),
  sendUserAttributeVerificationCode: vi.fn(),
  confirmUserAttribute: vi.fn(),
}));

const DEADLINE = '2026-11-30T15:00:00.000Z';
const waiting = makeUser({ email: 'new.fan@ringside.local', confirmEmailBy: DEADLINE });
const confirmed: CurrentUser = { ...waiting, confirmEmailBy: null };

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(sendUserAttributeVerificationCode).mockReset();
  vi.mocked(confirmUserAttribute).mockReset();
  vi.mocked(fetchAuthSession).mockClear();
});

function named(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

/** The notice as a member screen shows it: from the session's fan (GET /api/user). */
function SessionNotice() {
  const { data } = useUser();
  return data ? <EmailNotice user={data} /> : null;
}

/** The notice; `hidden` while a dialog makes the rest of the page inert (aria-hidden). */
const notice = (hidden = false) => screen.queryByRole('region', { name: EMAIL_TEXTS.title, hidden });
/** Written as every day is (web/src/lib/dates.ts): "Mon, Nov 30" (with the year once 2026 is over). */
const date = formatDay(DEADLINE);

describe('the "Confirm your email" notice', () => {
  it('says nothing to a fan whose address is confirmed', () => {
    renderWithProviders(<EmailNotice user={confirmed} />);
    expect(notice()).not.toBeInTheDocument();
  });

  it('says by when the address must be confirmed, or the account closes', () => {
    renderWithProviders(<EmailNotice user={waiting} />);
    const region = notice() as HTMLElement;
    expect(date).toMatch(/^Mon, Nov 30(, 2026)?$/);
    expect(region).toHaveTextContent(`Confirm it by ${date}, or your account will close.`);
    expect(within(region).getByRole('button', { name: EMAIL_TEXTS.open })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('sends the code, takes it, and is gone once the API says the address is confirmed', async () => {
    storeAmplifySession();
    let me: CurrentUser = waiting;
    fetchMock.mockImplementation(async () => jsonResponse(me));
    vi.mocked(sendUserAttributeVerificationCode).mockResolvedValue({} as never);
    vi.mocked(confirmUserAttribute)
      .mockRejectedValueOnce(named('CodeMismatchException', 'Invalid verification code provided.'))
      .mockImplementationOnce(async () => {
        // Cognito has verified the address: the API answers so once it sees the fresh token.
        me = confirmed;
      });
    const { user } = renderWithProviders(<SessionNotice />);
    // The session's first answer loads Amplify's module (slow on a busy machine).
    await user.click(await screen.findByRole('button', { name: EMAIL_TEXTS.open }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: EMAIL_TEXTS.title });
    expect(dialog).toHaveTextContent(EMAIL_TEXTS.sendText(waiting.email));

    await user.click(within(dialog).getByRole('button', { name: EMAIL_TEXTS.sendCode }));
    await waitFor(() =>
      expect(sendUserAttributeVerificationCode).toHaveBeenCalledWith({ userAttributeKey: 'email' }),
    );
    const code = await within(dialog).findByLabelText(EMAIL_TEXTS.code);
    expect(dialog).toHaveTextContent(EMAIL_TEXTS.codeSent(waiting.email));

    // Nothing typed: asked for, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: EMAIL_TEXTS.confirm }));
    expect(await within(dialog).findByText(RESET_TEXTS.codeRequired)).toBeInTheDocument();
    expect(confirmUserAttribute).not.toHaveBeenCalled();

    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: EMAIL_TEXTS.confirm }));
    expect(await within(dialog).findByText(RESET_TEXTS.codeMismatch)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(notice(true)).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, ' 424242 ');
    await user.click(within(dialog).getByRole('button', { name: EMAIL_TEXTS.confirm }));
    await waitFor(() =>
      expect(confirmUserAttribute).toHaveBeenLastCalledWith({
        userAttributeKey: 'email',
        confirmationCode: '424242',
      }),
    );
    // A fresh token, so the API learns it from Cognito.
    expect(fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
    expect(await screen.findByTestId('toast')).toHaveTextContent(EMAIL_TEXTS.confirmed);
    await waitFor(() => expect(notice(true)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  }, 20_000);

  it('tells a failed send in a toast and stays on the send step', async () => {
    vi.mocked(sendUserAttributeVerificationCode).mockRejectedValue(
      named('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
    );
    const { user } = renderWithProviders(<EmailNotice user={waiting} />);
    await user.click(screen.getByRole('button', { name: EMAIL_TEXTS.open }));
    const dialog = await screen.findByRole('dialog', { name: EMAIL_TEXTS.title });
    await user.click(within(dialog).getByRole('button', { name: EMAIL_TEXTS.sendCode }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      `${EMAIL_TEXTS.sendFailed}${RESET_TEXTS.tooManyAttempts}`,
    );
    expect(within(dialog).queryByLabelText(EMAIL_TEXTS.code)).not.toBeInTheDocument();
  });
});

describe("Settings' e-mail section", () => {
  it('says a confirmed address is confirmed', () => {
    renderWithProviders(<EmailSection user={confirmed} />);
    expect(screen.getByText(EMAIL_TEXTS.sectionConfirmed(confirmed.email))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: EMAIL_TEXTS.sendCode })).not.toBeInTheDocument();
  });

  it('says by when, with the code form, while it is not', () => {
    const { container } = renderWithProviders(<EmailSection user={waiting} />);
    expect(container).toHaveTextContent(`Confirm it by ${date}, or your account will close.`);
    expect(screen.getByRole('button', { name: EMAIL_TEXTS.sendCode })).toBeEnabled();
  });
});
