/**
 * Two-step verification with an authenticator app (TOTP), as Cognito speaks it, in the local Cognito's
 * wrapper (scripts/local/cognito.ts). cognito-local 5 has the operations but not Cognito's guarantees:
 * it answers RespondToAuthChallenge to any session id, so a right code alone signs a fan in without
 * their password, and it accepts the same code again. Here the wrapper owns the whole protocol:
 *  - AssociateSoftwareToken / VerifySoftwareToken (a verified access token; wrong code:
 *    EnableSoftwareTokenMFAException), SetUserMFAPreference and AdminSetUserMFAPreference (TOTP only:
 *    the pool has no SMS and no e-mail MFA, as the deployed pool on the Lite plan);
 *  - InitiateAuth / AdminInitiateAuth with a password: once cognito-local has accepted the password
 *    (and the user is enabled), a fan with TOTP on gets the SOFTWARE_TOKEN_MFA challenge and a session
 *    instead of tokens; RespondToAuthChallenge (or AdminRespondToAuthChallenge, the server's) gives the
 *    tokens for that session (3 minutes, 5 tries)
 *    and a right code (scripts/local/totp.ts: RFC 6238, one step either side, each step once);
 *  - GetUser / AdminGetUser say UserMFASettingList and PreferredMfaSetting; deleting the user deletes
 *    the secret.
 * The secrets live in <data>/cognito/mfa.json beside cognito-local's own files.
 */
import { createPublicKey, type JsonWebKey, randomBytes, verify as verifySignature } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { matchTotp, newTotpSecret } from './totp';

const PREFIX = 'AWSCognitoIdentityProviderService.';
/** How long a sign-in may wait for its code (Cognito's default session length, 3 minutes). */
export const MFA_SESSION_MS = 3 * 60_000;
/** Wrong codes a session takes before it is spent. */
export const MFA_SESSION_TRIES = 5;
const SOFTWARE_TOKEN_MFA = 'SOFTWARE_TOKEN_MFA';
const PASSWORD_FLOWS = ['USER_PASSWORD_AUTH', 'ADMIN_USER_PASSWORD_AUTH', 'ADMIN_NO_SRP_AUTH'];

/** An answer of the Cognito JSON protocol. */
export interface CognitoAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface TotpRecord {
  /** The verified secret, the one sign-ins check. */
  secret?: string;
  /** A secret AssociateSoftwareToken gave out, until VerifySoftwareToken makes it the secret. */
  pendingSecret?: string;
  enabled: boolean;
  /** The last step a code was accepted for: that code, and older ones, never count again. */
  lastStep?: number;
}

interface PendingSignIn {
  sub: string;
  names: string[];
  result: unknown;
  expires: number;
  tries: number;
}

export interface MfaOptions {
  /** Where the secrets are kept (JSON). */
  file: string;
  /** A call on cognito-local itself (admin calls: no token needed there). */
  upstream: (target: string, body: unknown) => Promise<CognitoAnswer>;
  /** The pool's signing keys (cognito-local's JWKS). */
  jwks: () => Promise<JsonWebKeyWithKid[]>;
  now?: () => number;
}

/** A public key of the pool's JWKS (node:crypto's JWK, which carries `kid` as any other member). */
export type JsonWebKeyWithKid = JsonWebKey;

const JSON_TYPE = { 'content-type': 'application/x-amz-json-1.1' };
const answer = (status: number, body: unknown): CognitoAnswer => ({
  status,
  headers: JSON_TYPE,
  body: Buffer.from(JSON.stringify(body)),
});
const refuse = (type: string, message: string) => answer(400, { __type: type, message });
const parse = (raw: Buffer | string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(raw.toString() || '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const claimsOf = (jwt: unknown): Record<string, unknown> | null => {
  if (typeof jwt !== 'string') return null;
  const part = jwt.split('.')[1];
  return part ? parse(Buffer.from(part, 'base64url').toString('utf8')) : null;
};
const subOf = (user: Record<string, unknown>): string | undefined =>
  (user.UserAttributes as { Name: string; Value: string }[] | undefined)?.find((a) => a.Name === 'sub')
    ?.Value;

const NOT_AUTHORIZED = refuse('NotAuthorizedException', 'Invalid Access Token');
const BAD_SESSION = refuse('NotAuthorizedException', 'Invalid session for the user, session is expired.');
const WRONG_CODE = refuse('CodeMismatchException', 'Invalid code received for user');

export function cognitoMfa(opts: MfaOptions) {
  const now = opts.now ?? Date.now;
  const pending = new Map<string, PendingSignIn>();

  const load = (): Record<string, TotpRecord> =>
    existsSync(opts.file) ? (JSON.parse(readFileSync(opts.file, 'utf8')) as Record<string, TotpRecord>) : {};
  const save = (records: Record<string, TotpRecord>) => writeFileSync(opts.file, JSON.stringify(records));
  const update = (sub: string, change: (r: TotpRecord | undefined) => TotpRecord | undefined) => {
    const records = load();
    const next = change(records[sub]);
    if (next) records[sub] = next;
    else delete records[sub];
    save(records);
  };
  const isOn = (r: TotpRecord | undefined): r is TotpRecord & { secret: string } =>
    Boolean(r?.secret && r.enabled);

  /** The sub of a genuine, unexpired access token of this pool (RS256 on cognito-local's keys), or null. */
  async function accessTokenSub(token: unknown): Promise<string | null> {
    if (typeof token !== 'string') return null;
    const [head, payload, signature] = token.split('.');
    if (!head || !payload || !signature) return null;
    const header = parse(Buffer.from(head, 'base64url').toString('utf8'));
    const key = (await opts.jwks()).find((k) => k.kid === header.kid);
    if (header.alg !== 'RS256' || !key) return null;
    const genuine = verifySignature(
      'RSA-SHA256',
      Buffer.from(`${head}.${payload}`),
      createPublicKey({ key, format: 'jwk' }),
      Buffer.from(signature, 'base64url'),
    );
    const claims = claimsOf(token) ?? {};
    const fresh = typeof claims.exp === 'number' && claims.exp * 1000 > now();
    return genuine && fresh && claims.token_use === 'access' && typeof claims.sub === 'string'
      ? claims.sub
      : null;
  }

  /** The user's sub by any name cognito-local knows them by (username, sub, e-mail), or null. */
  async function subByName(userPoolId: unknown, username: unknown): Promise<string | null> {
    const res = await opts.upstream('AdminGetUser', { UserPoolId: userPoolId, Username: username });
    return res.status === 200 ? (subOf(parse(res.body)) ?? null) : null;
  }

  /** The step of a right code for `secret`, right now and newer than the last one accepted, or null. */
  function stepOf(record: TotpRecord, secret: string, code: unknown): number | null {
    const step = typeof code === 'string' ? matchTotp(secret, code.trim(), now()) : null;
    return step === null || (record.lastStep !== undefined && step <= record.lastStep) ? null : step;
  }

  /** SetUserMFAPreference's settings applied to the user's record (TOTP only in this pool). */
  function setPreference(sub: string, req: Record<string, unknown>): CognitoAnswer {
    for (const other of ['SMSMfaSettings', 'EmailMfaSettings']) {
      if ((req[other] as { Enabled?: boolean } | undefined)?.Enabled)
        return refuse(
          'InvalidParameterException',
          `${other.replace('Settings', '')} is not enabled in this user pool.`,
        );
    }
    const totp = req.SoftwareTokenMfaSettings as { Enabled?: boolean; PreferredMfa?: boolean } | undefined;
    if (!totp) return answer(200, {});
    const record = load()[sub];
    if ((totp.Enabled || totp.PreferredMfa) && !record?.secret)
      return refuse('InvalidParameterException', 'User has not verified software token mfa');
    if (record) update(sub, (r) => (r ? { ...r, enabled: Boolean(totp.Enabled || totp.PreferredMfa) } : r));
    return answer(200, {});
  }

  /** The MFA fields GetUser and AdminGetUser answer with. */
  function withMfaFields(res: CognitoAnswer): CognitoAnswer {
    if (res.status !== 200) return res;
    const user = parse(res.body);
    const sub = subOf(user);
    const on = sub ? isOn(load()[sub]) : false;
    const { UserMFASettingList: _list, PreferredMfaSetting: _preferred, ...rest } = user;
    return answer(
      200,
      on
        ? { ...rest, UserMFASettingList: [SOFTWARE_TOKEN_MFA], PreferredMfaSetting: SOFTWARE_TOKEN_MFA }
        : rest,
    );
  }

  /** A password sign-in cognito-local accepted: held back behind the code when the fan has TOTP on. */
  function challengeIfOn(res: CognitoAnswer): CognitoAnswer {
    if (res.status !== 200) return res;
    const out = parse(res.body);
    const result = out.AuthenticationResult as { IdToken?: string } | undefined;
    const claims = claimsOf(result?.IdToken);
    const sub = typeof claims?.sub === 'string' ? claims.sub : undefined;
    if (!sub || !isOn(load()[sub])) return res;
    const username = String(claims?.['cognito:username'] ?? sub);
    const session = randomBytes(48).toString('base64url');
    for (const [id, p] of pending) if (p.expires <= now()) pending.delete(id);
    pending.set(session, {
      sub,
      names: [sub, username, String(claims?.email ?? '')].map((n) => n.toLowerCase()).filter(Boolean),
      result,
      expires: now() + MFA_SESSION_MS,
      tries: 0,
    });
    return answer(200, {
      ChallengeName: SOFTWARE_TOKEN_MFA,
      ChallengeParameters: { USER_ID_FOR_SRP: username },
      Session: session,
    });
  }

  function respondToChallenge(req: Record<string, unknown>): CognitoAnswer {
    const responses = (req.ChallengeResponses ?? {}) as Record<string, string | undefined>;
    const session = typeof req.Session === 'string' ? req.Session : '';
    const sign = pending.get(session);
    if (!sign || sign.expires <= now() || !sign.names.includes((responses.USERNAME ?? '').toLowerCase())) {
      return BAD_SESSION;
    }
    const record = load()[sign.sub];
    const step = isOn(record) ? stepOf(record, record.secret, responses.SOFTWARE_TOKEN_MFA_CODE) : null;
    if (step === null) {
      sign.tries += 1;
      if (sign.tries >= MFA_SESSION_TRIES) pending.delete(session);
      return WRONG_CODE;
    }
    update(sign.sub, (r) => (r ? { ...r, lastStep: step } : r));
    pending.delete(session);
    return answer(200, { ChallengeParameters: {}, AuthenticationResult: sign.result });
  }

  /**
   * Answers a call the wrapper owns or reshapes cognito-local's answer (`forward` sends the request on);
   * every other call is forwarded untouched.
   */
  async function handle(
    target: string | undefined,
    raw: Buffer,
    forward: () => Promise<CognitoAnswer>,
  ): Promise<CognitoAnswer> {
    const operation = target?.startsWith(PREFIX) ? target.slice(PREFIX.length) : '';
    const req = parse(raw);
    switch (operation) {
      case 'AssociateSoftwareToken': {
        const sub = await accessTokenSub(req.AccessToken);
        if (!sub) return NOT_AUTHORIZED;
        const secret = newTotpSecret();
        // Until the new secret is verified, sign-ins keep checking the old one (if any).
        update(sub, (r) => ({ ...(r ?? { enabled: false }), pendingSecret: secret }));
        return answer(200, { SecretCode: secret });
      }
      case 'VerifySoftwareToken': {
        const sub = await accessTokenSub(req.AccessToken);
        if (!sub) return NOT_AUTHORIZED;
        const record = load()[sub];
        const secret = record?.pendingSecret;
        if (!record || !secret)
          return refuse('InvalidParameterException', 'User has not associated a software token');
        // The new secret's first code: the last step of the old secret does not hold it back.
        const step = stepOf({ enabled: false }, secret, req.UserCode);
        if (step === null)
          return refuse(
            'EnableSoftwareTokenMFAException',
            'Code mismatch and fail enable Software Token MFA',
          );
        update(sub, (r) => ({ enabled: r?.enabled ?? false, secret, lastStep: step }));
        return answer(200, { Status: 'SUCCESS' });
      }
      case 'SetUserMFAPreference': {
        const sub = await accessTokenSub(req.AccessToken);
        return sub ? setPreference(sub, req) : NOT_AUTHORIZED;
      }
      case 'AdminSetUserMFAPreference': {
        const sub = await subByName(req.UserPoolId, req.Username);
        return sub ? setPreference(sub, req) : refuse('UserNotFoundException', 'User does not exist.');
      }
      case 'InitiateAuth':
      case 'AdminInitiateAuth': {
        const res = await forward();
        return PASSWORD_FLOWS.includes(String(req.AuthFlow)) ? challengeIfOn(res) : res;
      }
      case 'RespondToAuthChallenge':
      case 'AdminRespondToAuthChallenge':
        return req.ChallengeName === SOFTWARE_TOKEN_MFA ? respondToChallenge(req) : forward();
      case 'GetUser':
      case 'AdminGetUser':
        return withMfaFields(await forward());
      case 'AdminDeleteUser':
      case 'DeleteUser': {
        const sub =
          operation === 'DeleteUser'
            ? await accessTokenSub(req.AccessToken)
            : await subByName(req.UserPoolId, req.Username);
        const res = await forward();
        if (res.status === 200 && sub) update(sub, () => undefined);
        return res;
      }
      default:
        return forward();
    }
  }

  return { handle };
}
