/**
 * The origin-verify secret's values as Secrets Manager holds them now, a lazy module (../lazy.ts):
 * loaded by lib/http.ts's origin check only when a request's header does not match the value the
 * function was deployed with (after a rotation), so no init file carries the Secrets Manager client.
 *
 * The values accepted are the secret's current, previous and pending ones (AWSCURRENT, AWSPREVIOUS,
 * AWSPENDING): while a rotation runs, CloudFront's edges send the old value or the new one
 * (docs/safety.md, "The origin-verify secret rotates"). One read at a time per container (callers
 * arriving meanwhile share it), and at most one every ORIGIN_SECRET_REFRESH_SECONDS: a flood of wrong
 * headers costs one read a minute per container, never one per request.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ORIGIN_SECRET_REFRESH_SECONDS } from '../../../shared/manifest/runtime';

/** The stages whose values pass, newest rotation first. */
export const ACCEPTED_STAGES = ['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS'] as const;

/** The value of one stage of the secret, or undefined when no version has that stage (or no value yet). */
export type ReadStage = (stage: (typeof ACCEPTED_STAGES)[number]) => Promise<string | undefined>;

/** What Secrets Manager answers when a stage is on no version, or its version has no value yet. */
const absent = (err: unknown) => (err as Error)?.name === 'ResourceNotFoundException';

/** Reads a stage of `secretId` with GetSecretValue (the functions' only Secrets Manager permission). */
export function secretStageReader(
  secretId: string,
  client: Pick<SecretsManagerClient, 'send'> = new SecretsManagerClient({}),
): ReadStage {
  return async (stage) => {
    try {
      const res = await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage }));
      return res.SecretString || undefined;
    } catch (err) {
      if (absent(err)) return undefined;
      throw err;
    }
  };
}

/**
 * The values to accept from now on, the current one first, given the ones accepted so far: the
 * secret's values read again, unless a read started less than ORIGIN_SECRET_REFRESH_SECONDS ago (then `accepted` unchanged, or
 * the read under way). A failed read also answers `accepted` unchanged, and tells `onError`.
 */
export type Refresh = (accepted: readonly string[]) => Promise<readonly string[]>;

export function originSecretRefresher(
  read: ReadStage,
  onError: (err: unknown) => void = () => undefined,
  now: () => number = Date.now,
): Refresh {
  let lastStart = Number.NEGATIVE_INFINITY;
  let running: Promise<readonly string[]> | undefined;
  return (accepted) => {
    if (running) return running;
    if (now() - lastStart < ORIGIN_SECRET_REFRESH_SECONDS * 1000) return Promise.resolve(accepted);
    lastStart = now();
    running = Promise.all(ACCEPTED_STAGES.map(read))
      .then(([current, ...others]) => {
        if (!current) throw new Error('The origin-verify secret has no current value');
        return [...new Set([current, ...others.filter((v): v is string => !!v)])];
      })
      .catch((err: unknown) => {
        onError(err);
        return accepted;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}

let shared: Refresh | undefined;

/** The container's refresher for `secretId` (one per container: the function has one secret). */
export function refreshOriginSecrets(
  secretId: string,
  accepted: readonly string[],
  onError: (err: unknown) => void,
): Promise<readonly string[]> {
  shared ??= originSecretRefresher(secretStageReader(secretId), onError);
  return shared(accepted);
}
