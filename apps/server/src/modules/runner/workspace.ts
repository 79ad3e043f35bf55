/**
 * The runner's directory: bin/ (the launcher), the compile seeds, and view-<pid>-<id>/: this
 * process's own tmpfs holding everything a box mounts from the host (the boxes' /etc, cache/ of
 * builds, scratch/ of compile boxes, the Node binary). A bind mount's source shows in the box's
 * /proc/self/mountinfo as its path inside its file system; on a tmpfs of its own that path is
 * "/cache/<hash>", not the host's data directory (docs/runner.md, "What a box sees").
 * Root-owned; the sandbox uids may traverse (bwrap resolves the bind sources as that uid) but not
 * list or write.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, copyFile, lstat, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { errorCode } from './box-files';
import { type BoxBind, writeMinimalEtc } from './box-mounts';
import { BOX_NODE, HOST_NODE } from './node-binary';
import { buildHelper } from './sandbox';

export interface Workspace {
  root: string;
  helper: string;
  etc: string;
  cache: string;
  scratch: string;
  /** Where compile seeds are built once per toolchain (compile-seed.ts): the runner's root, or a shared folder. */
  seeds: string;
  /** The tmpfs the boxes' mounts come from; null when it could not be mounted (see mountView). */
  view: string | null;
  /** Empty tmp/ and shm/ on the view, where each box's launcher mounts its /tmp and /dev/shm. */
  tmpMounts: string | null;
  /** The Node binary's copy on the view, made on the first JavaScript box (121 MB). */
  viewNode?: Promise<string>;
  /** The in-box driver of batched runs (box-batch.c), on the view; unset: one box per test. */
  batchDriver?: string;
}

/** A language's binds with their sources on the view where the workspace has a copy there. */
export async function boxBinds(
  ws: Workspace,
  binds: readonly BoxBind[] | undefined,
): Promise<BoxBind[]> {
  const out: BoxBind[] = [];
  for (const b of binds ?? []) {
    if (b.box === BOX_NODE && ws.view) {
      const view = ws.view;
      ws.viewNode ??= copyNode(view);
      out.push({ host: await ws.viewNode, box: b.box });
    } else out.push(b);
  }
  return out;
}

/**
 * Views of runner processes that are gone, under the folders a glob-free prefix names (the test
 * runners' mkdtemp folders): unmounted so a killed test process does not keep its tmpfs.
 */
export async function sweepDeadViews(mountPrefix: string): Promise<number> {
  let swept = 0;
  for (const point of await tmpfsMountsUnder(dirname(mountPrefix))) {
    const name = point.split('/').pop() ?? '';
    if (!point.startsWith(mountPrefix) || !name.startsWith(VIEW_PREFIX)) continue;
    if (!ownerGone(name.slice(VIEW_PREFIX.length))) continue;
    await run('umount', ['-l', point]).catch(() => undefined);
    await rm(point, { recursive: true, force: true }).catch(() => undefined);
    swept++;
  }
  return swept;
}

const VIEW_PREFIX = 'view-';

function run(file: string, args: string[]): Promise<void> {
  return new Promise((done, fail) =>
    execFile(file, args, (err, _stdout, stderr) =>
      err ? fail(new Error(`${file} ${args.join(' ')}: ${stderr.trim() || err.message}`)) : done(),
    ),
  );
}

/** Mount points of tmpfs mounts under dir, from this process's mountinfo. */
async function tmpfsMountsUnder(dir: string): Promise<string[]> {
  const lines = (await readFile('/proc/self/mountinfo', 'utf8')).split('\n');
  return lines.flatMap((line) => {
    const fields = line.split(' ');
    const point = fields[4]?.replace(/\\040/g, ' ');
    const fsType = fields[fields.indexOf('-') + 1];
    return point && fsType === 'tmpfs' && point.startsWith(`${dir}/`) ? [point] : [];
  });
}

/** A tmpfs of its own for the view, sized for the cache plus compile boxes and the Node copy. */
async function mountView(view: string, sizeMb: number): Promise<void> {
  await mkdir(view, { mode: 0o711 });
  await run('mount', [
    '-t',
    'tmpfs',
    '-o',
    `size=${sizeMb}m,mode=0711,nosuid,nodev`,
    'codeconquer-box',
    view,
  ]);
}

/** Every ancestor must be searchable by "others", or bwrap (running as a slot uid) cannot bind. */
async function traversable(dir: string): Promise<boolean> {
  let current = dirname(dir);
  for (;;) {
    const s = await lstat(current).catch(() => null);
    if (s && (s.mode & 0o001) === 0) return false;
    const parent = dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

async function ownedDir(path: string, mode: number): Promise<void> {
  await mkdir(path, { recursive: true, mode });
  const s = await lstat(path);
  if (!s.isDirectory() || s.isSymbolicLink() || s.uid !== 0)
    throw new Error(`${path} must be a directory owned by root`);
  await chmod(path, mode);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return errorCode(err) === 'EPERM';
  }
}

function ownerGone(name: string): boolean {
  const pid = Number(name.split('-')[0]);
  return !Number.isInteger(pid) || pid <= 0 || !processAlive(pid);
}

/** Compile boxes of runner processes that are gone (a crash) are removed, never reused. */
async function removeStaleScratch(scratch: string): Promise<void> {
  for (const name of await readdir(scratch))
    if (ownerGone(name)) await rm(join(scratch, name), { recursive: true, force: true });
}

/** Views of runner processes that are gone (a crash or kill -9) are unmounted and removed. */
async function removeStaleViews(root: string): Promise<void> {
  const mounted = new Set(await tmpfsMountsUnder(root));
  for (const name of await readdir(root)) {
    if (!name.startsWith(VIEW_PREFIX) || !ownerGone(name.slice(VIEW_PREFIX.length))) continue;
    const path = join(root, name);
    if (mounted.has(path)) await run('umount', [path]);
    await rm(path, { recursive: true, force: true });
  }
}

/** Unmounts and removes this process's view; the runner's close calls it. */
export async function releaseWorkspace(ws: Workspace): Promise<void> {
  if (!ws.view) return;
  await run('umount', [ws.view]).catch(() => run('umount', ['-l', ws.view ?? '']));
  await rm(ws.view, { recursive: true, force: true });
}

/** The Node binary copied onto the view, so a JavaScript box's bind shows no host path. */
function copyNode(view: string): Promise<string> {
  return copyToView(view, 'node', HOST_NODE, 'node');
}

/** An executable copied onto the view as <dirName>/<name>, read-only for the boxes. */
async function copyToView(
  view: string,
  dirName: string,
  source: string,
  name: string,
): Promise<string> {
  const dir = join(view, dirName);
  await mkdir(dir, { mode: 0o755 });
  const target = join(dir, name);
  await copyFile(source, `${target}.tmp`);
  await chmod(`${target}.tmp`, 0o755);
  await rename(`${target}.tmp`, target);
  return target;
}

export async function prepareWorkspace(
  workDir: string,
  uids: number[],
  log: (message: string) => void,
  cacheMb = 256,
  seedDir?: string,
): Promise<Workspace> {
  let root = resolve(workDir);
  if (!(await traversable(root))) {
    const fallback = '/var/tmp/codeconquer-runner';
    log(
      `runner: ${root} is inside a directory the sandbox users cannot traverse; using ${fallback}`,
    );
    root = fallback;
  }
  await ownedDir(root, 0o711);
  await removeStaleViews(root);
  // This process's view; without the right to mount (a container without CAP_SYS_ADMIN) the
  // boxes' sources stay on disk and their mountinfo shows host paths: said once, at start.
  let view: string | null = join(
    root,
    `${VIEW_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  try {
    await mountView(view, cacheMb + 512);
  } catch (err) {
    await rm(view, { recursive: true, force: true });
    log(
      `runner: could not mount a tmpfs for the boxes (${err instanceof Error ? err.message : String(err)}); boxes will see host paths in /proc/self/mountinfo, and their /tmp and /dev/shm are capped in bytes but not in files`,
    );
    view = null;
  }
  const base = view ?? root;
  const ws: Workspace = {
    root,
    helper: '',
    // Per set of slot uids, so servers with different RUNNER_WORKERS on one DATA_DIR do not clash.
    etc: join(base, `etc-${uids[0] ?? 0}-${uids.length}`),
    cache: join(base, 'cache'),
    scratch: join(base, 'scratch'),
    seeds: seedDir ?? root,
    view,
    tmpMounts: view ? join(view, 'mnt') : null,
  };
  if (seedDir) await ownedDir(seedDir, 0o711);
  await ownedDir(ws.cache, 0o711);
  await ownedDir(ws.scratch, 0o711);
  await removeStaleScratch(ws.scratch);
  // This instance's compile boxes; another server on the same DATA_DIR has its own.
  ws.scratch = join(ws.scratch, `${process.pid}-${randomBytes(4).toString('hex')}`);
  await ownedDir(ws.scratch, 0o711);
  if (ws.tmpMounts)
    for (const name of ['tmp', 'shm']) await ownedDir(join(ws.tmpMounts, name), 0o711);
  await writeMinimalEtc(ws.etc, uids);
  ws.helper = await buildHelper(join(root, 'bin'));
  try {
    const driver = await buildHelper(join(root, 'bin'), 'box-batch');
    ws.batchDriver = view ? await copyToView(view, 'driver', driver, 'box-batch') : driver;
  } catch (err) {
    log(
      `runner: no batched runs, one box per test (${err instanceof Error ? err.message : String(err)})`,
    );
  }
  return ws;
}
