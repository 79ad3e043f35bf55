/**
 * A read-only build cache that a toolchain's compile boxes start from. Go 1.20+ no longer ships a
 * compiled standard library, so a fresh GOCACHE per compile rebuilt fmt, os and the runtime on
 * every submission (10 s of CPU, over the 30 s compile limit on a busy machine). The runner builds
 * the standard packages learners use once, on the host, from a fixed program of ours (nothing a
 * learner wrote), and binds that cache read-only into Go compile boxes; the learner's own package
 * is compiled fresh and never written back, so no build shares anything with another.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { atSandboxNice } from './sandbox';

export interface CompileSeed {
  /** Where the compile box sees the cache (read-only). */
  box: string;
  /** Builds the cache into hostDir (empty, root-owned); the build stops when signal aborts. */
  build: (hostDir: string, signal?: AbortSignal) => Promise<void>;
}

const GO_SEED_PACKAGES = [
  'bufio',
  'bytes',
  'cmp',
  'container/heap',
  'container/list',
  'container/ring',
  'encoding/json',
  'errors',
  'fmt',
  'io',
  'iter',
  'maps',
  'math',
  'math/big',
  'math/bits',
  'math/rand',
  'math/rand/v2',
  'os',
  'regexp',
  'slices',
  'sort',
  'strconv',
  'strings',
  'sync',
  'time',
  'unicode',
  'unicode/utf8',
];

/** Runs a build step at the boxes' niceness (RUNNER_NICE), so a seed built at start yields to serving. */
function exec(
  file: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  signal?: AbortSignal,
) {
  const [command, argv] = atSandboxNice(file, args);
  return new Promise<void>((resolve, reject) => {
    execFile(command, argv, { cwd, env, timeout: 300_000, signal }, (err, _stdout, stderr) =>
      err ? reject(new Error(`${file} ${args.join(' ')}: ${stderr || err.message}`)) : resolve(),
    );
  });
}

/** Files readable by the sandbox uids: dirs 0755, files 0644. */
async function openUp(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await openUp(path);
    else if (entry.isFile()) await chmod(path, 0o644);
  }
}

/**
 * The Go seed: the same environment as the compile box (languages.ts passes it), so that the
 * cache keys match; GOCACHE is the only difference and is not part of them.
 */
export function goSeed(goroot: string, env: Record<string, string>): CompileSeed {
  return {
    box: '/opt/go-cache',
    async build(hostDir, signal) {
      const src = `${hostDir}.src`;
      await rm(src, { recursive: true, force: true });
      await mkdir(src, { mode: 0o700 });
      try {
        const imports = GO_SEED_PACKAGES.map((p) => `\t_ "${p}"`).join('\n');
        await writeFile(
          join(src, 'main.go'),
          `package main\n\nimport (\n${imports}\n)\n\nfunc main() {}\n`,
        );
        await exec(
          `${goroot}/bin/go`,
          ['build', '-o', 'main', 'main.go'],
          src,
          {
            PATH: '/usr/bin:/bin',
            HOME: src,
            GOPATH: join(src, 'gopath'),
            ...env,
            GOCACHE: hostDir,
          },
          signal,
        );
        await openUp(hostDir);
      } finally {
        await rm(src, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The seed directory for one toolchain fingerprint under root: built once (into a temporary
 * directory, renamed when complete), reused by later starts of the same toolchain.
 */
export async function ensureSeed(
  root: string,
  id: string,
  fingerprint: string,
  seed: CompileSeed,
  signal?: AbortSignal,
): Promise<string> {
  const hash = createHash('sha256').update(fingerprint).digest('hex').slice(0, 16);
  const dir = join(root, `seed-${id}-${hash}`);
  if (existsSync(dir)) return dir;
  const tmp = `${dir}.${process.pid}.tmp`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { mode: 0o700 });
  try {
    await seed.build(tmp, signal);
    await rename(tmp, dir).catch(async (err: unknown) => {
      // Another runner on the same directory finished first: theirs is as good.
      if (!existsSync(dir)) throw err;
      await rm(tmp, { recursive: true, force: true });
    });
    return dir;
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    throw err;
  }
}
