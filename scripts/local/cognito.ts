/**
 * The Cognito emulator (cognito-local) as a child process, behind a small wrapper that:
 *  - translates GetTokensFromRefreshToken (what Amplify 6 calls to refresh) into
 *    InitiateAuth REFRESH_TOKEN_AUTH, which cognito-local understands;
 *  - refuses tokens to a disabled user ("User is disabled.", as Cognito does; cognito-local
 *    records AdminDisableUser but still signs the user in) and answers AdminUserGlobalSignOut,
 *    which cognito-local lacks (a disabled user gets no tokens, refreshed or not, anyway);
 *  - holds SignUp and UpdateUserAttributes to the app client's write attributes
 *    (USER_POOL_CLIENT_ATTRIBUTES), as Cognito does ("A client attempted to write unauthorized
 *    attribute"); cognito-local writes whatever it is sent;
 *  - refuses ForgotPassword for a user whose e-mail is not verified, as Cognito does (a code goes
 *    only to a verified address); cognito-local sends one anyway;
 *  - speaks two-step verification with an authenticator app (TOTP) as Cognito does: the software
 *    token calls, the SOFTWARE_TOKEN_MFA challenge on a password sign-in, one-time codes
 *    (scripts/local/cognito-mfa.ts);
 *  - refuses the self-service calls that change a second step unless they come from the two-step app
 *    client, as the deployed pool's web ACL does (403 ForbiddenException), from the same definition
 *    (shared/manifest/two-step.ts); holds that client to its one flow (the admin password sign-in) and
 *    a refresh token to the client it was issued to, as Cognito does;
 *  - forwards everything else unchanged.
 * Triggers (PreSignUp) are invoked through the local Lambda Invoke endpoint.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../../shared/constants';
import { USER_POOL_CLIENT_ATTRIBUTES } from '../../shared/manifest/runtime';
import { secondStepCallBlocked, TWO_STEP_CLIENT, WAF_BLOCKED } from '../../shared/manifest/two-step';
import { type CognitoAnswer, cognitoMfa, type JsonWebKeyWithKid } from './cognito-mfa';
import { readBody } from './http-util';
import { waitForPort } from './wait';

const require = createRequire(import.meta.url);
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

export interface CognitoState {
  userPoolId: string;
  userPoolClientId: string;
  /** The app client only the server signs in with, to change a fan's second step. */
  twoStepClientId: string;
}

export interface CognitoOptions {
  port: number;
  internalPort: number;
  lambdaPort: number;
  dataDir: string;
  triggers: Record<string, string>;
  log: (line: string) => void;
}

/** Maps a wrapper request onto the emulator; exported for unit tests. */
export function translateRequest(
  target: string | undefined,
  body: Buffer,
): { target?: string; body: Buffer } {
  if (target !== `${TARGET_PREFIX}GetTokensFromRefreshToken`) return { target, body };
  const req = JSON.parse(body.toString('utf8') || '{}') as { RefreshToken?: string; ClientId?: string };
  const translated = {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: req.ClientId,
    AuthParameters: { REFRESH_TOKEN: req.RefreshToken },
  };
  return { target: `${TARGET_PREFIX}InitiateAuth`, body: Buffer.from(JSON.stringify(translated)) };
}

/** Cognito's refusal of a client request, as its JSON protocol answers it. */
export interface CognitoRefusal {
  __type: string;
  message: string;
}

/**
 * What Cognito refuses before doing anything, judged on the request alone: attributes the app client
 * may not write, in a SignUp or an UpdateUserAttributes (exported for unit tests).
 */
export function refusedWrite(target: string | undefined, body: Buffer): CognitoRefusal | null {
  if (target !== `${TARGET_PREFIX}SignUp` && target !== `${TARGET_PREFIX}UpdateUserAttributes`) return null;
  let attributes: { Name?: string }[] = [];
  try {
    attributes =
      (JSON.parse(body.toString('utf8') || '{}') as { UserAttributes?: { Name?: string }[] })
        .UserAttributes ?? [];
  } catch {
    return null;
  }
  const writable: readonly string[] = USER_POOL_CLIENT_ATTRIBUTES.write;
  return attributes.every((a) => writable.includes(a.Name ?? ''))
    ? null
    : { __type: 'NotAuthorizedException', message: 'A client attempted to write unauthorized attribute' };
}

/** Cognito's answer to ForgotPassword for a user without a verified address (no code is sent). */
export const NO_VERIFIED_EMAIL: CognitoRefusal = {
  __type: 'InvalidParameterException',
  message: 'Cannot reset password for the user as there is no registered/verified email or phone_number',
};

/**
 * The app client a request comes from, as Cognito tells its web ACL: a token's `client_id` (AccessToken),
 * else the ClientId it names. Read, not verified: a forged token passes no further than the emulator's
 * own check of it, as in AWS. Exported for unit tests.
 */
export function requestClientId(body: Buffer): string | undefined {
  let req: { AccessToken?: unknown; ClientId?: unknown };
  try {
    req = JSON.parse(body.toString('utf8') || '{}') as typeof req;
  } catch {
    return undefined;
  }
  if (typeof req.AccessToken === 'string') {
    try {
      const payload = req.AccessToken.split('.')[1] ?? '';
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        client_id?: unknown;
      };
      return typeof claims.client_id === 'string' ? claims.client_id : undefined;
    } catch {
      return undefined;
    }
  }
  return typeof req.ClientId === 'string' ? req.ClientId : undefined;
}

/** The deployed pool's web ACL, emulated: its refusal of `target` with this body, else null. */
export function blockedByWebAcl(
  target: string | undefined,
  body: Buffer,
  twoStepClientId: string | undefined,
): CognitoRefusal | null {
  if (!target || !twoStepClientId) return null;
  return secondStepCallBlocked(target, requestClientId(body), twoStepClientId)
    ? { __type: WAF_BLOCKED.__type, message: WAF_BLOCKED.message }
    : null;
}

/** The refresh token a sign-in answer hands out, if any. */
function issuedRefreshToken(out: Buffer): string | undefined {
  try {
    return (JSON.parse(out.toString('utf8')) as { AuthenticationResult?: { RefreshToken?: string } })
      .AuthenticationResult?.RefreshToken;
  } catch {
    return undefined;
  }
}

/** What the wrapper reads of a sign-in request. */
interface SignInRequest {
  AuthFlow?: string;
  ClientId?: string;
  RefreshToken?: string;
  AuthParameters?: { REFRESH_TOKEN?: string };
  /** RevokeToken's refresh token. */
  Token?: string;
}

/** The refresh-token sign-ins: InitiateAuth / AdminInitiateAuth REFRESH_TOKEN(_AUTH), GetTokensFromRefreshToken. */
function refreshOf(
  target: string | undefined,
  req: SignInRequest,
): { token?: string; clientId?: string } | null {
  if (target === `${TARGET_PREFIX}GetTokensFromRefreshToken`)
    return { token: req.RefreshToken, clientId: req.ClientId };
  const initiate =
    target === `${TARGET_PREFIX}InitiateAuth` || target === `${TARGET_PREFIX}AdminInitiateAuth`;
  if (initiate && (req.AuthFlow === 'REFRESH_TOKEN_AUTH' || req.AuthFlow === 'REFRESH_TOKEN'))
    return { token: req.AuthParameters?.REFRESH_TOKEN, clientId: req.ClientId };
  return null;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
  res.end(JSON.stringify(body));
};

/**
 * What a code was mailed for: `reset` a forgotten password (ForgotPassword), `verify` the address
 * (GetUserAttributeVerificationCode, or a changed address).
 */
export type CodePurpose = 'reset' | 'verify';

/**
 * The code cognito-local last "sent" to an address for `purpose`: it logs codes instead of e-mailing
 * them and keeps the latest on the user in its data file, which is where the local cloud reads it
 * (GET /__local/cognito-code?email=&purpose=) for a developer or a test.
 */
export function storedCode(
  home: string,
  userPoolId: string,
  email: string,
  purpose: CodePurpose = 'reset',
): { code: string; at: string } | undefined {
  try {
    const db = JSON.parse(readFileSync(path.join(home, '.cognito', 'db', `${userPoolId}.json`), 'utf8')) as {
      Users?: Record<string, StoredUser>;
    };
    const wanted = email.trim().toLowerCase();
    const user = Object.values(db.Users ?? {}).find((u) =>
      u.Attributes?.some((a) => a.Name === 'email' && a.Value.toLowerCase() === wanted),
    );
    const code = purpose === 'verify' ? user?.AttributeVerificationCode : user?.ConfirmationCode;
    return code ? { code, at: user?.UserLastModifiedDate ?? '' } : undefined;
  } catch {
    return undefined;
  }
}

interface StoredUser {
  Attributes?: { Name: string; Value: string }[];
  ConfirmationCode?: string;
  AttributeVerificationCode?: string;
  UserLastModifiedDate?: string;
}

/** The sub and pool of the ID token in a sign-in answer, if it has one. */
export function signedInUser(out: Buffer): { sub: string; userPoolId: string } | null {
  try {
    const token = (JSON.parse(out.toString('utf8')) as { AuthenticationResult?: { IdToken?: string } })
      .AuthenticationResult?.IdToken;
    const payload = token?.split('.')[1];
    if (!payload) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      sub?: string;
      iss?: string;
    };
    const userPoolId = claims.iss?.split('/').pop();
    return claims.sub && userPoolId ? { sub: claims.sub, userPoolId } : null;
  } catch {
    return null;
  }
}

interface EmulatedUser {
  Enabled?: boolean;
  UserAttributes?: { Name: string; Value: string }[];
}

/** AdminGetUser on the emulator itself (username, sub or e-mail), or null when there is no such user. */
async function emulatedUser(
  internalPort: number,
  userPoolId: string,
  username: string,
): Promise<EmulatedUser | null> {
  const res = await fetch(`http://127.0.0.1:${internalPort}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `${TARGET_PREFIX}AdminGetUser`,
    },
    body: JSON.stringify({ UserPoolId: userPoolId, Username: username }),
  });
  return res.ok ? ((await res.json()) as EmulatedUser) : null;
}

async function isDisabled(internalPort: number, user: { sub: string; userPoolId: string }): Promise<boolean> {
  return (await emulatedUser(internalPort, user.userPoolId, user.sub))?.Enabled === false;
}

/** ForgotPassword for a user whose e-mail is not verified: Cognito's refusal, else null (forwarded). */
async function unverifiedRecovery(
  internalPort: number,
  userPoolId: string | undefined,
  body: Buffer,
): Promise<CognitoRefusal | null> {
  const username = (JSON.parse(body.toString('utf8') || '{}') as { Username?: string }).Username;
  if (!userPoolId || !username) return null;
  const user = await emulatedUser(internalPort, userPoolId, username);
  const verified = user?.UserAttributes?.some((a) => a.Name === 'email_verified' && a.Value === 'true');
  return user && !verified ? NO_VERIFIED_EMAIL : null;
}

/** A call on cognito-local itself, as the wrapper makes them (admin calls, no signature). */
async function emulatorCall(internalPort: number, operation: string, body: unknown): Promise<CognitoAnswer> {
  const res = await fetch(`http://127.0.0.1:${internalPort}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${TARGET_PREFIX}${operation}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: {}, body: Buffer.from(await res.arrayBuffer()) };
}

function startWrapper(
  port: number,
  internalPort: number,
  poolId: () => string | undefined,
  twoStepClientId: () => string | undefined,
  mfaFile: string,
): Promise<http.Server> {
  let keys: JsonWebKeyWithKid[] | undefined;
  /** Which app client each refresh token the wrapper handed out belongs to (Cognito binds them). */
  const refreshClients = new Map<string, string>();
  const mfa = cognitoMfa({
    file: mfaFile,
    upstream: (operation, body) => emulatorCall(internalPort, operation, body),
    jwks: async () => {
      if (!keys) {
        const res = await fetch(`http://127.0.0.1:${internalPort}/${poolId()}/.well-known/jwks.json`);
        keys = ((await res.json()) as { keys: JsonWebKeyWithKid[] }).keys;
      }
      return keys;
    },
  });
  const server = http.createServer(async (req, res) => {
    try {
      const raw = await readBody(req);
      const requested = req.headers['x-amz-target'] as string | undefined;
      if (requested === `${TARGET_PREFIX}AdminUserGlobalSignOut`) return json(res, 200, {});
      const refusal =
        refusedWrite(requested, raw) ??
        (requested === `${TARGET_PREFIX}ForgotPassword`
          ? await unverifiedRecovery(internalPort, poolId(), raw)
          : null);
      if (refusal) return json(res, 400, refusal);
      const blocked = blockedByWebAcl(requested, raw, twoStepClientId());
      if (blocked) return json(res, WAF_BLOCKED.status, blocked);
      const twoStep = twoStepClientId();
      let parsed: SignInRequest = {};
      try {
        parsed = JSON.parse(raw.toString('utf8') || '{}') as typeof parsed;
      } catch {
        // cognito-local answers a body that is not JSON itself.
      }
      const refresh = refreshOf(requested, parsed);
      if (refresh) {
        // A refresh token works only with the client it was issued to; the two-step client's never
        // leave the server, so one the wrapper did not hand out to it is refused there.
        const issuedTo = refresh.token ? refreshClients.get(refresh.token) : undefined;
        if ((issuedTo && issuedTo !== refresh.clientId) || (!issuedTo && refresh.clientId === twoStep))
          return json(res, 400, { __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
      } else if (twoStep && parsed.ClientId === twoStep && requested === `${TARGET_PREFIX}InitiateAuth`) {
        // The two-step client allows the admin password flow only (and refresh).
        return json(res, 400, {
          __type: 'InvalidParameterException',
          message: `${parsed.AuthFlow ?? 'This'} flow not enabled for this client`,
        });
      }
      const forward = async (): Promise<CognitoAnswer> => {
        const { target, body } = translateRequest(requested, raw);
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) {
          if (typeof v === 'string' && !['host', 'content-length', 'connection'].includes(k)) headers[k] = v;
        }
        if (target) headers['x-amz-target'] = target;
        const upstream = await fetch(`http://127.0.0.1:${internalPort}${req.url ?? '/'}`, {
          method: req.method,
          headers,
          body: ['GET', 'HEAD'].includes(req.method ?? 'GET') ? undefined : new Uint8Array(body),
        });
        const out = Buffer.from(await upstream.arrayBuffer());
        const user = upstream.ok ? signedInUser(out) : null;
        if (user && (await isDisabled(internalPort, user)))
          return {
            status: 400,
            headers: { 'content-type': 'application/x-amz-json-1.1' },
            body: Buffer.from(
              JSON.stringify({ __type: 'NotAuthorizedException', message: 'User is disabled.' }),
            ),
          };
        const outHeaders: Record<string, string> = {};
        upstream.headers.forEach((v, k) => {
          if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k))
            outHeaders[k] = v;
        });
        return { status: upstream.status, headers: outHeaders, body: out };
      };
      const out = await mfa.handle(requested, raw, forward);
      const issued = out.status === 200 && parsed.ClientId ? issuedRefreshToken(out.body) : undefined;
      if (issued && parsed.ClientId) refreshClients.set(issued, parsed.ClientId);
      if (out.status === 200 && requested === `${TARGET_PREFIX}RevokeToken` && parsed.Token)
        refreshClients.delete(parsed.Token);
      res.writeHead(out.status, out.headers);
      res.end(out.body);
    } catch (err) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ __type: 'InternalErrorException', message: (err as Error).message }));
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The two-step app client, as the deployed one (infra/stacks/stateful-stack.ts). */
async function createTwoStepClient(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<string> {
  const made = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'ringside-two-step',
      ExplicitAuthFlows: [...TWO_STEP_CLIENT.authFlows],
      PreventUserExistenceErrors: 'ENABLED',
      WriteAttributes: [...USER_POOL_CLIENT_ATTRIBUTES.write],
      ReadAttributes: [...USER_POOL_CLIENT_ATTRIBUTES.read],
      AccessTokenValidity: TWO_STEP_CLIENT.accessTokenMinutes,
      IdTokenValidity: TWO_STEP_CLIENT.idTokenMinutes,
      RefreshTokenValidity: TWO_STEP_CLIENT.refreshTokenMinutes,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
      EnableTokenRevocation: true,
    }),
  );
  const id = made.UserPoolClient?.ClientId;
  if (!id) throw new Error('cognito-local did not create the two-step client');
  return id;
}

async function ensurePool(endpoint: string, stateFile: string): Promise<CognitoState> {
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  if (existsSync(stateFile)) {
    const kept = JSON.parse(readFileSync(stateFile, 'utf8')) as Partial<CognitoState> &
      Omit<CognitoState, 'twoStepClientId'>;
    if (kept.twoStepClientId) return kept as CognitoState;
    // A pool made before the two-step client existed: it gets one now.
    const state = { ...kept, twoStepClientId: await createTwoStepClient(client, kept.userPoolId) };
    writeFileSync(stateFile, JSON.stringify(state, null, 2));
    return state;
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'ringside',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      // As the deployed pool keeps it (keepOriginal): a changed address takes effect once verified.
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
      Policies: { PasswordPolicy: { MinimumLength: 6 } },
      // As the deployed pool: two-step verification is each fan's choice (the wrapper speaks it).
      MfaConfiguration: 'OPTIONAL',
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local did not create a user pool');
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'ringside-web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
      WriteAttributes: [...USER_POOL_CLIENT_ATTRIBUTES.write],
      ReadAttributes: [...USER_POOL_CLIENT_ATTRIBUTES.read],
    }),
  );
  const userPoolClientId = appClient.UserPoolClient?.ClientId;
  if (!userPoolClientId) throw new Error('cognito-local did not create a client');
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP }));
  const twoStepClientId = await createTwoStepClient(client, userPoolId);
  const state = { userPoolId, userPoolClientId, twoStepClientId };
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
  return state;
}

export async function startCognito(opts: CognitoOptions) {
  const home = path.join(opts.dataDir, 'cognito');
  mkdirSync(path.join(home, '.cognito'), { recursive: true });
  writeFileSync(
    path.join(home, '.cognito', 'config.json'),
    JSON.stringify(
      {
        LambdaClient: {
          endpoint: `http://127.0.0.1:${opts.lambdaPort}`,
          region: 'local',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        },
        TriggerFunctions: opts.triggers,
        TokenConfig: { IssuerDomain: `http://127.0.0.1:${opts.port}` },
        UserPoolDefaults: { UsernameAttributes: ['email'] },
      },
      null,
      2,
    ),
  );
  const entry = require.resolve('cognito-local/lib/bin/start.js');
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: home,
    env: { ...process.env, PORT: String(opts.internalPort), HOST: '127.0.0.1', NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => opts.log(d.toString().trimEnd()));
  child.stderr?.on('data', (d: Buffer) => opts.log(d.toString().trimEnd()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let userPoolId: string | undefined;
  let twoStepClientId: string | undefined;
  const wrapper = await startWrapper(
    opts.port,
    opts.internalPort,
    () => userPoolId,
    () => twoStepClientId,
    path.join(home, 'mfa.json'),
  );
  const stop = async () => {
    wrapper.closeAllConnections();
    await new Promise<void>((r) => wrapper.close(() => r()));
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 2000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  try {
    await waitForPort(opts.internalPort, '127.0.0.1', 30_000);
    const endpoint = `http://127.0.0.1:${opts.port}`;
    const state = await ensurePool(endpoint, path.join(opts.dataDir, 'cognito-state.json'));
    userPoolId = state.userPoolId;
    twoStepClientId = state.twoStepClientId;
    return {
      endpoint,
      state,
      issuer: `${endpoint}/${state.userPoolId}`,
      stop,
      pid: child.pid,
      codeFor: (email: string, purpose?: CodePurpose) => storedCode(home, state.userPoolId, email, purpose),
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
