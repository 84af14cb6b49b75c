import { createHash } from 'node:crypto';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Which lazy modules the first screen at "/" renders: with a stored session, and for a visitor. */
export interface FirstScreens {
  readonly session: readonly RegExp[];
  readonly visitor: readonly RegExp[];
}

/**
 * Starts the first screen's lazy chunks with the entry instead of after it. Without this the browser
 * learns about the log-in screen's (or the home screen's) chunks only once the entry has downloaded and
 * run, a second round trip before anything shows. The build emits `assets/first-screen-<hash>.js`, a
 * classic async script in <head> (no inline script: the CSP allows scripts from 'self' only) that adds
 * `<link rel="modulepreload">` for the chunks of the screen this browser will show at "/": the home
 * screen's when Amplify left a signed-in fan's `LastAuthUser` key (the test lib/session/auth.ts
 * `hasStoredSession` makes), the log-in screen's otherwise. Other addresses preload nothing.
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
      const code = `(()=>{if(location.pathname!=="/")return;let s=false;try{for(let i=0;i<localStorage.length;i++){const k=localStorage.key(i);if(k&&k.startsWith("CognitoIdentityServiceProvider.")&&k.endsWith(".LastAuthUser")&&localStorage.getItem(k)){s=true;break}}}catch{}for(const h of s?${JSON.stringify(filesOf(screens.session))}:${JSON.stringify(filesOf(screens.visitor))}){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)}})();\n`;
      const fileName = `assets/first-screen-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('first-screen preload: index.html is not in the bundle yet');
      html.source = String(html.source).replace(
        '</title>',
        `</title>\n    <script src="/${fileName}" async></script>`,
      );
    },
  };
}
