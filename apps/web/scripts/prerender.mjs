/**
 * Runs after `vite build` (docs/decisions/027): builds src/prerender.tsx for Node into dist/ssr/
 * (which the server also uses to render signed-in pages, decision 041) and renders the public pages
 * with it into dist/prerendered/<name>.html, which the server sends for
 * `/`, `/about`, `/login` and `/signup`. Each page is dist/index.html with the page's markup in
 * #root and, instead of the app's entry and its modulepreloads, only the small boot script, which
 * loads the app after the `load` event to hydrate the page.
 * dist/prerendered/pages.json tells the server which path has which file.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const webDir = join(import.meta.dirname, '..');
const dist = join(webDir, 'dist');
// Kept: the server renders signed-in pages with it per request (docs/decisions/041). Its bare imports
// (react, react-router) resolve from the workspace's node_modules; the server never sends this folder.
const ssrDir = join(dist, 'ssr');

/**
 * dist/index.html with the boot script as its only module script, painted only once #root has
 * arrived whole. The server renders signed-in pages into this too (dist/ssr/page.html, decision 041).
 */
export function bootTemplate(template, bootSrc) {
  const entry = /\s*<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/;
  const preloads = /\s*<link rel="modulepreload" crossorigin href="\/assets\/[\w.-]+\.js">/g;
  if (!entry.test(template)) throw new Error('dist/index.html has no app entry script');
  if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no #root');
  return (
    template
      .replace(entry, `\n    <script type="module" crossorigin src="${bootSrc}"></script>`)
      .replace(preloads, '')
      // Chrome may paint a half-parsed page; these forms are centred vertically, so the rest arriving
      // would move what was painted (layout shift). Rendering waits for the end of #root instead.
      .replace('</head>', '  <link rel="expect" href="#root-end" blocking="render">\n  </head>')
  );
}

/** dist/index.html with `markup` in #root and the boot script as its only module script. */
export function pageHtml(template, markup, bootSrc) {
  if (/<script(?![^>]*\bsrc=)/.test(markup))
    throw new Error('prerendered markup has an inline script (the CSP forbids them)');
  return bootTemplate(template, bootSrc).replace(
    '<div id="root"></div>',
    () => `<div id="root">${markup}</div><span id="root-end" hidden></span>`,
  );
}

/** Writes `html` with its pre-compressed copies (like vite-precompress.ts: sent as they are). */
function writePage(file, html) {
  writeFileSync(file, html);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

function bootScript() {
  const boots = readdirSync(join(dist, 'assets')).filter((f) => /^boot-[\w-]+\.js$/.test(f));
  if (boots.length !== 1)
    throw new Error(`expected one dist/assets/boot-*.js, found ${boots.length}`);
  return `/assets/${boots[0]}`;
}

async function main() {
  rmSync(ssrDir, { recursive: true, force: true });
  await build({
    root: webDir,
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
    // React and its neighbours bundled in, built for production: left as imports, they would load
    // the development builds whenever the server runs without NODE_ENV=production (three times
    // slower to render, decision 041).
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  });
  const { PRERENDERED_PAGES, renderPage } = await import(
    pathToFileURL(join(ssrDir, 'prerender.js')).href
  );
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const bootSrc = bootScript();
  writeFileSync(join(ssrDir, 'page.html'), bootTemplate(template, bootSrc));
  const outDir = join(dist, 'prerendered');
  mkdirSync(outDir, { recursive: true });
  const pages = {};
  for (const [path, name] of Object.entries(PRERENDERED_PAGES)) {
    const html = pageHtml(template, await renderPage(path), bootSrc);
    writePage(join(outDir, `${name}.html`), html);
    pages[path] = `prerendered/${name}.html`;
    console.log(`[prerender] ${path} -> dist/prerendered/${name}.html (${html.length} bytes)`);
  }
  writeFileSync(join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
