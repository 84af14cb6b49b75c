import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { LOCAL_HOST, type Profile, portsFor } from '../scripts/local/ports.ts';
import { WEB_ALIASES } from './aliases.ts';

/** The same-origin paths the SPA uses; CloudFront routes them in AWS, these proxies do locally. */
export function localProxy(profile: Profile): Record<string, ProxyOptions> {
  const p = portsFor(profile);
  return {
    '/api': { target: `http://${LOCAL_HOST}:${p.http}` },
    '/config.json': { target: `http://${LOCAL_HOST}:${p.http}` },
    '/media': { target: `http://${LOCAL_HOST}:${p.http}` },
    '/cognito': {
      target: `http://${LOCAL_HOST}:${p.cognito}`,
      rewrite: (path) => path.replace(/^\/cognito/, '') || '/',
    },
    '/ws': { target: `ws://${LOCAL_HOST}:${p.ws}`, ws: true },
  };
}

const profile = (process.env.RINGSIDE_PROFILE as Profile | undefined) ?? 'dev';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: WEB_ALIASES },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // web/dist/.vite/manifest.json: scripts/spa-size.ts follows it to sum what a first load fetches.
    manifest: true,
  },
  server: { host: LOCAL_HOST, port: portsFor(profile).web, strictPort: true, proxy: localProxy(profile) },
  preview: { host: LOCAL_HOST, port: portsFor(profile).web, strictPort: true, proxy: localProxy(profile) },
});
