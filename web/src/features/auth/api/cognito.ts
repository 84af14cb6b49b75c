/**
 * The Cognito calls of logging in, signing up and resetting a password: imported on use (see
 * @/lib/session/auth), so the log-in screen loads them only when the fan starts typing.
 */
export {
  confirmResetPassword,
  confirmSignIn,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
