/**
 * The SPA's import aliases: `@/` is web/src and `@shared/` is the repository's shared/ folder. Vite
 * (web/vite.config.ts) and Vitest (the web project in vitest.config.ts) read this object; tsconfig.json
 * `paths` says the same for tsc. A mismatch fails `tsc`, `npm run build:web` or the web tests.
 */
import { resolve } from 'node:path';

export const WEB_ALIASES = {
  '@': resolve(import.meta.dirname, 'src'),
  '@shared': resolve(import.meta.dirname, '..', 'shared'),
} as const;
