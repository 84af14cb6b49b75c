import { PRODUCT_NAME } from '@shared/constants';

/**
 * The key URI authenticator apps read (a QR code of it, or a tap on a phone): otpauth://totp/<issuer>:
 * <account>?secret=&issuer=, as Google Authenticator's Key URI Format gives it; 6 digits, 30 s, SHA1 are
 * the apps' defaults and Cognito's.
 */
export function otpauthUri(secret: string, account: string): string {
  const issuer = encodeURIComponent(PRODUCT_NAME);
  return `otpauth://totp/${issuer}:${encodeURIComponent(account)}?secret=${secret}&issuer=${issuer}`;
}

/** The setup key as an app asks a fan to type it: groups of four. */
export const groupedKey = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
