import { createHash } from 'node:crypto';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Which lazy modules the first screen at "/" renders: with a stored session, and for a visitor. */
export interface FirstScreens {
  readonly session: readonly RegExp[];
  readonly visitor: readonly RegExp[];
}

/** When the entry starts if no frame is drawn first (a tab opened in the background). */
export const ENTRY_FALLBACK_MS = 300;

/**
 * Starts the first screen's lazy chunks with the entry instead of after it, and lets the browser paint
 * before the entry runs. The build emits `assets/first-screen-<hash>.js`, a classic async script in
 * <head> (no inline script: the CSP allows scripts from 'self' only) that:
 *
 * - adds `<link rel="modulepreload">` for the chunks of the screen this browser will show at "/": the
 *   home screen's when Amplify left a signed-in fan's `LastAuthUser` key (the test lib/session/auth.ts
 *   `hasStoredSession` makes), the log-in screen's otherwise. Other addresses preload nothing. Without
 *   this the browser learns about them only once the entry has downloaded and run, a second round trip
 *   before anything shows.
 * - starts the entry. index.html names it with `<link rel="modulepreload">` (fetched and compiled at
 *   once, as the module script was), and this script adds the `<script type="module">` once the page is
 *   parsed and a frame has been drawn (a timer starts it too, for a tab in the background, which draws
 *   no frames). The entry's first run holds the main thread a long while on a phone (React, MUI, the
 *   first render); left as a module script in the page it ran before the first frame whenever it was
 *   already there (cached, or a fast link), and the screen stayed blank until then. Now the canvas and
 *   ring mark index.html draws show first.
 */
export function firstScreenPreload(screens: FirstScreens): Plugin {
  return {
    name: 'ringside-first-screen-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const withImports = (file: string, into: Set<string>): Set<string> => {
        const chunk = bundle[file];
        if (into.has(file) || chunk?.type !== 'chunk') return into;
        into.add(file);
        for (const imported of chunk.imports) withImports(imported, into);
        return into;
      };
      const loadedByEntry = withImports(entry.fileName, new Set());
      const filesOf = (modules: readonly RegExp[]) => {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => module.test(id.replaceAll('\\', '/'))));
          if (!chunk) this.error(`first-screen preload: no chunk for ${module}`);
          withImports(chunk.fileName, files);
        }
        return [...files].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`);
      };
      const entrySrc = `/${entry.fileName}`;
      const start = `(()=>{let started=false;const run=()=>{if(started)return;started=true;const s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entrySrc)};document.head.appendChild(s)};const afterPaint=()=>{requestAnimationFrame(()=>setTimeout(run,0));setTimeout(run,${ENTRY_FALLBACK_MS})};if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",afterPaint,{once:true});else afterPaint()})();\n`;
      const preload = `(()=>{if(location.pathname!=="/")return;let s=false;try{for(let i=0;i<localStorage.length;i++){const k=localStorage.key(i);if(k&&k.startsWith("CognitoIdentityServiceProvider.")&&k.endsWith(".LastAuthUser")&&localStorage.getItem(k)){s=true;break}}}catch{}for(const h of s?${JSON.stringify(filesOf(screens.session))}:${JSON.stringify(filesOf(screens.visitor))}){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)}})();\n`;
      const code = start + preload;
      const fileName = `assets/first-screen-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('first-screen preload: index.html is not in the bundle yet');
      const entryScript = `<script type="module" crossorigin src="${entrySrc}"></script>`;
      const source = String(html.source);
      if (!source.includes(entryScript))
        this.error(`first-screen preload: no module script for ${entrySrc} in index.html`);
      html.source = source
        .replace(entryScript, `<link rel="modulepreload" crossorigin href="${entrySrc}">`)
        .replace('</title>', `</title>\n    <script src="/${fileName}" async></script>`);
    },
  };
}
