/**
 * What a box sees: bwrap's namespaces and mounts, and the generated minimal /etc.
 * See docs/runner.md ("The sandbox") for why each is there.
 */
import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** The minimal /etc every box sees: the slot users, localhost, nothing of the host. */
export async function writeMinimalEtc(etcDir: string, uids: number[]): Promise<void> {
  await mkdir(etcDir, { recursive: true, mode: 0o755 });
  const users = uids.map((uid, i) => `runner${i}:x:${uid}:${uid}:runner:/tmp:/usr/sbin/nologin`);
  const groups = uids.map((uid, i) => `runner${i}:x:${uid}:`);
  const files: Record<string, string> = {
    passwd: [
      'root:x:0:0:root:/root:/usr/sbin/nologin',
      'nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin',
      ...users,
    ].join('\n'),
    group: ['root:x:0:', 'nogroup:x:65534:', ...groups].join('\n'),
    hosts: '127.0.0.1 localhost\n::1 localhost',
    'nsswitch.conf': 'passwd: files\ngroup: files\nhosts: files',
    hostname: 'box',
  };
  // Replaced file by file with rename, so a box starting meanwhile always sees a whole file.
  for (const [name, text] of Object.entries(files)) {
    const tmp = join(etcDir, `.${name}.${process.pid}.tmp`);
    await writeFile(tmp, `${text}\n`, { mode: 0o644 });
    await rename(tmp, join(etcDir, name));
  }
  // Mount points for the host entries a language may need (bwrap cannot create them in a
  // read-only /etc); empty unless that language's box binds the host's over them.
  for (const name of HOST_ETC_DIRS)
    await mkdir(join(etcDir, name), { recursive: true, mode: 0o755 });
  for (const name of HOST_ETC_FILES)
    await writeFile(join(etcDir, name), '', { mode: 0o644, flag: 'a' });
}

/** Host /etc entries a toolchain may read (languages.ts says which): JDK and Mono config, ld cache. */
const HOST_ETC_DIRS = ['alternatives', 'java-17-openjdk', 'mono'];
const HOST_ETC_FILES = ['ld.so.cache'];
export type HostEtc = (typeof HOST_ETC_DIRS)[number] | (typeof HOST_ETC_FILES)[number];

/** Size of the box's /dev/shm: enough for POSIX semaphores and small shared buffers. */
const SHM_MB = 4;

/** A host file bound read-only into a box, e.g. the Node 24 binary at /opt/node/bin/node. */
export interface BoxBind {
  host: string;
  box: string;
}

export interface BoxSpec {
  /** The generated minimal /etc (writeMinimalEtc). */
  etcDir: string;
  /** Host /etc entries bound read-only over their empty mount points. */
  hostEtc: readonly string[];
  /** Toolchain files outside /usr, bound read-only (languages.ts says which). */
  binds?: readonly BoxBind[];
  /** The host directory mounted at /box: writable for compiles, read-only for runs. */
  boxDir: string;
  writable: boolean;
  tmpMb: number;
  /**
   * The folder whose tmp/ and shm/ the launcher mounts as the box's /tmp and /dev/shm, capped in
   * inodes as well as bytes (box-exec.c); null: bwrap's own tmpfs, capped in bytes only.
   */
  tmpMounts: string | null;
  env: Record<string, string>;
  /** The command is the pid namespace's init (a batched run's driver). */
  asPid1?: boolean;
}

/** Sizes of the box's /tmp and /dev/shm, in bytes. */
export function scratchBytes(spec: BoxSpec): { tmp: number; shm: number } {
  return { tmp: spec.tmpMb * 1024 * 1024, shm: SHM_MB * 1024 * 1024 };
}

/** bwrap arguments up to (not including) the command. */
export function bwrapArgs(spec: BoxSpec): string[] {
  const args = [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    '--clearenv',
    '--hostname',
    'box',
    '--ro-bind',
    '/usr',
    '/usr',
  ];
  for (const top of ['bin', 'sbin', 'lib', 'lib32', 'lib64', 'libx32']) {
    const path = `/${top}`;
    if (!existsSync(path)) continue;
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) args.push('--symlink', readlinkSync(path), path);
    else args.push('--ro-bind', path, path);
  }
  args.push('--ro-bind', spec.etcDir, '/etc');
  for (const name of ['ld.so.cache', ...spec.hostEtc])
    args.push('--ro-bind-try', `/etc/${name}`, `/etc/${name}`);
  for (const bind of spec.binds ?? []) args.push('--ro-bind', bind.host, bind.box);
  // /dev is bwrap's minimal one, read-only; /dev/shm is a tmpfs capped at a few MB, so memory
  // written there (which no rlimit counts) stays small.
  args.push('--proc', '/proc', '--dev', '/dev');
  const bytes = scratchBytes(spec);
  const tmpfs = (size: number, at: string, name: string) =>
    spec.tmpMounts
      ? ['--bind', join(spec.tmpMounts, name), at]
      : ['--perms', '1777', '--size', String(size), '--tmpfs', at];
  args.push(...tmpfs(bytes.shm, '/dev/shm', 'shm'));
  args.push('--remount-ro', '/dev');
  args.push(...tmpfs(bytes.tmp, '/tmp', 'tmp'));
  args.push(
    spec.writable ? '--bind' : '--ro-bind',
    resolve(spec.boxDir),
    '/box',
    '--chdir',
    '/box',
  );
  for (const [key, value] of Object.entries(spec.env)) args.push('--setenv', key, value);
  args.push('--remount-ro', '/');
  if (spec.asPid1) args.push('--as-pid-1');
  return args;
}
