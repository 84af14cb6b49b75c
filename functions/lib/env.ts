/**
 * The environment a function reads: only variables of the runtime contract
 * (shared/manifest/runtime.ts), which infra/ and the local cloud both fill.
 */
import type { FunctionEnvVar } from '../../shared/manifest/runtime';

export function requireEnv(name: FunctionEnvVar): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

/** A positive number from the environment, or `fallback` when the variable is unset or not one. */
export function numberEnv(name: FunctionEnvVar, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
