import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { LOCAL_HOST, type Profile, portsFor } from '../scripts/local/ports.ts';
import { WEB_ALIASES } from './aliases.ts';
import { firstScreenPreload } from './first-screen-preload.ts';

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

/**
 * Preloads the Latin subset of Oswald, the logo's and the headings' face at the top of both first screens:
 * the CSS that declares it comes with the entry, so without this the font starts only after the JS has run.
 * Inter (body text) is not preloaded: its 48 KB would compete with the entry's JS on a slow link. Every
 * subset stays declared with its unicode-range and loads only if such characters are shown.
 */
function preloadFonts(): Plugin {
  return {
    name: 'ringside-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) =>
          /\/oswald-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

const profile = (process.env.RINGSIDE_PROFILE as Profile | undefined) ?? 'dev';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    preloadFonts(),
    // The same screens as preloadFirstScreen() in src/app/router.tsx and PAGES in scripts/spa-size.ts.
    firstScreenPreload({
      session: [
        /\/src\/app\/routes\/home\.tsx$/,
        /\/src\/features\/notifications\/components\/live-notifications\.tsx$/,
        /\/shared\/schemas\.ts$/,
      ],
      visitor: [/\/src\/app\/routes\/landing\.tsx$/],
    }),
  ],
  resolve: { alias: WEB_ALIASES },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // web/dist/.vite/manifest.json: scripts/spa-size.ts follows it to sum what a first load fetches.
    manifest: true,
    rolldownOptions: {
      output: {
        // Every screen runs on react-query and react-router: one chunk each instead of the many small
        // ones automatic chunking cuts them into as lazy screens share different parts of them.
        codeSplitting: {
          groups: [
            { name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
  server: { host: LOCAL_HOST, port: portsFor(profile).web, strictPort: true, proxy: localProxy(profile) },
  preview: { host: LOCAL_HOST, port: portsFor(profile).web, strictPort: true, proxy: localProxy(profile) },
});
