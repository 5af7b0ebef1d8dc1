// The site is a static folder: the pages and one Web Worker that runs the engine. Workspace packages
// are read from their TypeScript sources (the `@tabletwin/source` condition), so no package build
// is needed first.
import react from '@vitejs/plugin-react';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
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

export default defineConfig({
  base: './',
  plugins: [react(), devWithoutCsp()],
  resolve: { conditions },
  worker: { format: 'es' },
  server: { fs: { allow: [repo] } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000, modulePreload: { polyfill: false } },
});
