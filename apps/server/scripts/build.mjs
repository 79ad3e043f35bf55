// `npm run build -w @app/server`: bundles src/server.ts (and src/worker.ts) and the workspace packages (@app/shared,
// @app/content, which export TypeScript source) into dist/server.js, an ES module with a source
// map. Packages from node_modules stay external (docs/decisions/011-compiled-server.md); files the
// server reads next to its own module (the sandbox helpers' C sources and their shared header)
// are copied beside it.
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist');

/** Bundles the project's own code; every other bare import is left to Node's resolver at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
const result = await build({
  // The API server and the queue-mode runner worker (`npm run worker`).
  entryPoints: { server: join(root, 'src/server.ts'), worker: join(root, 'src/worker.ts') },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  // Stack traces need the mappings only; the TypeScript text would add ~4 MB to every start's heap.
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages],
});
// The sandbox's C helpers are compiled on the host at first start (modules/runner/workspace.ts).
for (const helper of ['box-exec.c', 'box-batch.c', 'box-limits.h']) {
  await copyFile(join(root, 'src/modules/runner', helper), join(outdir, helper));
}
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `[build] apps/server/dist/server.js and worker.js (${(bytes / 1e6).toFixed(1)} MB with their source maps)`,
);
