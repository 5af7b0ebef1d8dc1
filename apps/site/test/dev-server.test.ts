// `npm run dev`: Vite's dev server with the site's own plugins, asked over HTTP as the browser asks
// it. The games list is a virtual module made from models/ (vite.config.ts); the dev server must
// serve it as the build does (once it answered with an error page: the plugin watched a folder).
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { expect, test } from 'vitest';

test('the dev server serves the games list made from models/, one entry per model, the docs and the pages', async () => {
  const server = await createServer({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    server: { host: '127.0.0.1', port: 0, hmr: false },
    logLevel: 'silent',
  });
  try {
    await server.listen();
    const { port } = server.httpServer!.address() as AddressInfo;
    const get = async (path: string): Promise<string> => {
      const r = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(r.status, path).toBe(200);
      return r.text();
    };
    const page = await get('/src/lib/catalog.ts');
    const from = /import entries from "([^"]+)"/.exec(page)?.[1];
    expect(from).toBe('/@id/__x00__virtual:tabletwin/catalog');
    const code = await get(from!);
    const list = /^export default (\[.*\]);/m.exec(code)?.[1];
    expect(list, code.slice(0, 300)).toBeDefined();
    const files = readdirSync(fileURLToPath(new URL('../../../models/', import.meta.url))).filter((f) => f.endsWith('.yaml'));
    // One entry per file; the list's own order (by name) is the catalog's business.
    const names = (JSON.parse(list!) as { name: string }[]).map((e) => e.name);
    expect(names.slice().sort()).toEqual(files.map((f) => f.slice(0, -'.yaml'.length)).sort());

    // The docs, llms.txt and the models answer at their addresses as in a build (build/plugin.ts).
    const guide = await get('/docs/guide/');
    expect(guide).toContain('<h1 id="guide-from-a-rulebook-to-a-model">');
    expect(guide).toContain('src="../../src/docs/docs.ts"');
    expect(await get('/llms.txt')).toMatch(/^# Tabletwin\n/);
    expect(await get('/models/pig.yaml')).toBe(
      readFileSync(fileURLToPath(new URL('../../../models/pig.yaml', import.meta.url)), 'utf8'),
    );
    expect(await get('/play/?model=pig')).toContain('<div id="root"></div>');
  } finally {
    await server.close();
  }
});
