/**
 * Texts of two-step verification with an authenticator app (docs/account.md): the Settings section and
 * the log-in step that asks for the code. A module of their own, so that only the chunks that show them
 * (the Settings screen, the log-in's code step) carry them, not every first load. Not spec texts; the
 * functions and tests may import them from shared/messages.ts.
 */
export const TWO_STEP_TEXTS = {
  sectionTitle: 'Two-step verification',
  sectionText: 'Log in with your password and a code from an authenticator app on your phone.',
  isOff: 'Two-step verification is off.',
  isOn: 'Two-step verification is on. Logging in asks for a code from your app.',
  turnOn: 'Turn on',
  onTitle: 'Turn on two-step verification',
  onText: 'Enter your password to get a setup key for your authenticator app.',
  continue: 'Continue',
  starting: 'Starting...',
  scan: 'Scan this QR code with your authenticator app, or enter the setup key in it.',
  qrLabel: 'QR code for your authenticator app',
  setupKey: 'Setup key',
  openApp: 'Open in authenticator app',
  code: '6-digit code',
  codeHelp: 'Enter the code your app shows.',
  codeFormat: 'Enter the 6 digits your app shows.',
  confirm: 'Confirm',
  confirming: 'Confirming...',
  cancel: 'Cancel',
  turnedOn: 'Two-step verification is on',
  turnOff: 'Turn off',
  offTitle: 'Turn off two-step verification?',
  offText:
    'Logging in will ask for your password only. Enter your password and a code from your app to confirm.',
  turningOff: 'Turning off...',
  turnedOff: 'Two-step verification is off',
  wrongCode: "That code didn't work. Check your app and try again.",
  failed: "Couldn't change two-step verification",
  loadFailed: "Couldn't check two-step verification.",
  tryAgain: 'Try again',
  loginTitle: 'Two-step verification',
  loginText: 'Enter the 6-digit code from your authenticator app.',
  verify: 'Verify',
  verifying: 'Verifying...',
  back: 'Back to log in',
  expired: 'That took too long. Log in again.',
} as const;

/** What the two-step routes answer when they refuse (the server's texts: the web app shows them as they come). */
export const TWO_STEP_REFUSALS = {
  wrongCode: "That code didn't work. Check your app and try again.",
  alreadyOn: 'Two-step verification is already on.',
  alreadyOff: 'Two-step verification is already off.',
  setUpFirst: 'That setup key has expired. Turn on two-step verification again.',
} as const;
