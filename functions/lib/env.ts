/** Environment a function reads. The local cloud sets the same variables a deployed function gets. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const optionalEnv = (name: string): string | undefined => process.env[name] || undefined;
