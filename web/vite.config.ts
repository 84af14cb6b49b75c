import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { LOCAL_HOST, type Profile, portsFor } from '../scripts/local/ports.ts';
import { WEB_ALIASES } from './aliases.ts';
import { firstScreenPreload } from './first-screen-preload.ts';
import { fontSubsets, isFontSubset, UI_TEXT } from './font-subsets.ts';
import { webRouteEntries } from './route-entries.ts';

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
    // Show rooms' AppSync Events endpoint (config.json's eventsRealtimeUrl is /event/realtime).
    '/event': { target: `ws://${LOCAL_HOST}:${p.events}`, ws: true },
  };
}

/**
 * Preloads the two fonts' small subsets (font-subsets.ts: our texts' characters, Oswald for the logo and
 * headings, Inter for body text) at the top of both first screens: the CSS that declares them comes with
 * the entry, so without this they start only after the JS has run and the text is drawn twice. Every
 * other subset stays declared with its unicode-range and loads only if such characters are shown.
 */
function preloadFonts(): Plugin {
  return {
    name: 'ringside-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter(isFontSubset);
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
    fontSubsets(
      [
        {
          css: /@fontsource-variable\/inter\/index\.css$/,
          face: 'inter-latin-wght-normal',
          text: UI_TEXT,
          weights: [400, 800],
        },
        {
          css: /@fontsource-variable\/oswald\/index\.css$/,
          face: 'oswald-latin-wght-normal',
          text: UI_TEXT,
          weights: [400, 800],
        },
      ],
      path.join(import.meta.dirname, '..', 'node_modules', '.cache', 'ringside-fonts'),
    ),
    preloadFonts(),
    webRouteEntries(),
    // The same screens as preloadFirstScreen() in src/app/router.tsx and PAGES in scripts/spa-size.ts.
    firstScreenPreload({
      session: [
        /\/src\/app\/routes\/home\.tsx$/,
        /\/src\/features\/notifications\/components\/live-notifications\.tsx$/,
        /\/shared\/schemas\/users\.ts$/,
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
        // 'app': every module the entry loads statically (Rolldown's $initial tag), one chunk. Every first
        // load fetches all of them anyway; left to automatic chunking, the ones lazy screens import too
        // were cut into ~20 small shared chunks, each compressed on its own (about 6 KB more gzip) and
        // each a request. The lazy screens then import from this chunk.
        // Then react-query and react-router, for what of them only lazy screens use: one chunk each
        // instead of the many small ones automatic chunking cuts them into. And the schemas (one file per
        // domain in shared/schemas/): one chunk, as when they were one file, instead of a few 1 KB ones.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
            // The fan controls' schemas (controls.ts), the catalogue's (wrestling.ts, shows.ts,
            // catalogue-admin.ts, catalogue-import.ts, entities.ts), search's (search.ts), moderation's
            // (reports and the admin panel), the account's (settings) and trending's (the trending screen,
            // a wide screen's sidebar) and show rooms' (rooms.ts: the room's page, home's Live now strip
            // drawn after the fan acts) and ratings' (ratings.ts: the show page's picks, the leaderboards)
            // only lazy screens read: left to their chunks (home reads entity-refs.ts: a post's tags).
            {
              name: 'schemas',
              test: /shared[\\/]schemas[\\/](?!(controls|wrestling|shows|catalogue-admin|catalogue-import|entities|search|moderation|account|trending|rooms|ratings)\.ts)/,
            },
          ],
        },
      },
    },
  },
  server: { host: LOCAL_HOST, port: portsFor(profile).web, strictPort: true, proxy: localProxy(profile) },
  preview: { host: LOCAL_HOST, port: portsFor(profile).web, strictPort: true, proxy: localProxy(profile) },
});
