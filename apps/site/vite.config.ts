// The site is a static folder: the pages and one Web Worker that runs the engine. Workspace packages
// are read from their TypeScript sources (the `@tabletwin/source` condition), so no package build
// is needed first.
import react from '@vitejs/plugin-react';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { docsPlugin } from './build/plugin.js';
import { catalogEntry } from './src/lib/catalog-entry.js';

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
 * `virtual:tabletwin/catalog`: the games list (name, label, summary, seats of every model in models/),
 * read when the site is built. Parsing 180 KB of YAML took the page's worker seconds on a first visit.
 */
function catalog(): Plugin {
  const id = 'virtual:tabletwin/catalog';
  const models = `${repo}models/`;
  return {
    name: 'tabletwin-catalog',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      // Each file is watched (the dev server rebuilds the list when one changes); a new file needs a restart.
      const entries = readdirSync(models)
        .filter((f) => f.endsWith('.yaml'))
        .map((file) => {
          const name = file.replace(/\.yaml$/, '');
          const path = `${models}${file}`;
          this.addWatchFile(path);
          try {
            return catalogEntry(name, parse(readFileSync(path, 'utf8')));
          } catch (e) {
            return catalogEntry(name, null, e instanceof Error ? e.message : String(e));
          }
        })
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      return `export default ${JSON.stringify(entries)};`;
    },
  };
}

/**
 * Writes `sw.js` (the service worker in sw/sw.js) with the list of every file of the build, so that
 * the site works offline after its first load: the app, its pages, the docs and the models (they
 * are emitted by docsPlugin, which must come before this one). Only for builds: the dev server has no worker.
 */
function offline(): Plugin {
  return {
    name: 'tabletwin-offline',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      // A page is kept under its address (`play/`, as a browser asks for it), not as `play/index.html`.
      const files = [
        ...Object.keys(bundle)
          .filter((f) => !f.endsWith('.map'))
          .map((f) => (f === 'index.html' ? './' : f.replace(/\/index\.html$/, '/'))),
        'favicon.svg',
      ].sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(new URL('./sw/sw.js', import.meta.url), 'utf8')
        .replace('self.__TABLETWIN_FILES__', JSON.stringify(files))
        .replace('self.__TABLETWIN_VERSION__', JSON.stringify(version));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

/** What is worth compressing: text. Pictures (PNG) are compressed already; maps are not served to people. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|yaml|md)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build larger than
 * 1 KB, once at build time (Node's zlib), so that the bundled server (scripts/serve.mjs) or any
 * static host that serves precompressed files sends them without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'tabletwin-precompress',
    apply: 'build',
    writeBundle(options) {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
        );
      for (const file of walk(options.dir!)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size <= 1024) continue;
        const body = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [react(), devWithoutCsp(), catalog(), docsPlugin(repo), offline(), precompress()],
  resolve: { conditions },
  worker: { format: 'es' },
  server: { fs: { allow: [repo] } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000, modulePreload: { polyfill: false } },
});
