// The site is a static folder: the pages and one Web Worker that runs the engine. Workspace packages
// are read from their TypeScript sources (the `@tabletwin/source` condition), so no package build
// is needed first.
import react from '@vitejs/plugin-react';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const conditions = ['@tabletwin/source', ...defaultClientConditions];

/** The dev server injects inline scripts (React refresh), which the strict policy forbids: drop it there only. */
function devWithoutCsp(): Plugin {
  return {
    name: 'tabletwin-dev-without-csp',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace(/<meta\s+http-equiv="Content-Security-Policy"[^>]*>/s, ''),
  };
}

/**
 * Writes `sw.js` (the service worker in sw/sw.js) with the list of every file of the build, so that
 * the site works offline after its first load. Only for builds: the dev server has no worker.
 */
function offline(): Plugin {
  return {
    name: 'tabletwin-offline',
    apply: 'build',
    generateBundle(_, bundle) {
      // The JSON Schemas at the paths editors are told to use (`# yaml-language-server: $schema=…`).
      for (const f of ['schema.json', 'tactic.schema.json'])
        this.emitFile({
          type: 'asset',
          fileName: `models/docs/${f}`,
          source: readFileSync(`${repo}packages/validator/${f}`, 'utf8'),
        });
      const files = ['./', ...Object.keys(bundle).filter((f) => !f.endsWith('.map')), 'favicon.svg'].sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(new URL('./sw/sw.js', import.meta.url), 'utf8')
        .replace('self.__TABLETWIN_FILES__', JSON.stringify(files))
        .replace('self.__TABLETWIN_VERSION__', JSON.stringify(version));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [react(), devWithoutCsp(), offline()],
  resolve: { conditions },
  worker: { format: 'es' },
  server: { fs: { allow: [repo] } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000, modulePreload: { polyfill: false } },
});
