/**
 * The runner's directory: bin/ (the launcher), etc/ (the boxes' /etc), cache/ (builds), scratch/
 * (compile boxes). Root-owned; the sandbox uids may traverse (bwrap resolves the bind sources as
 * that uid) but not list or write.
 */
import { randomBytes } from 'node:crypto';
import { chmod, lstat, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { errorCode } from './box-files';
import { writeMinimalEtc } from './box-mounts';
import { buildHelper } from './sandbox';

export interface Workspace {
  root: string;
  helper: string;
  etc: string;
  cache: string;
  scratch: string;
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

/** Compile boxes of runner processes that are gone (a crash) are removed, never reused. */
async function removeStaleScratch(scratch: string): Promise<void> {
  for (const name of await readdir(scratch)) {
    const pid = Number(name.split('-')[0]);
    if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid))
      await rm(join(scratch, name), { recursive: true, force: true });
  }
}

export async function prepareWorkspace(
  workDir: string,
  uids: number[],
  log: (message: string) => void,
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
  const ws: Workspace = {
    root,
    helper: '',
    // Per set of slot uids, so servers with different RUNNER_WORKERS on one DATA_DIR do not clash.
    etc: join(root, `etc-${uids[0] ?? 0}-${uids.length}`),
    cache: join(root, 'cache'),
    scratch: join(root, 'scratch'),
  };
  await ownedDir(ws.cache, 0o711);
  await ownedDir(ws.scratch, 0o711);
  await removeStaleScratch(ws.scratch);
  // This instance's compile boxes; another server on the same DATA_DIR has its own.
  ws.scratch = join(ws.scratch, `${process.pid}-${randomBytes(4).toString('hex')}`);
  await ownedDir(ws.scratch, 0o711);
  await writeMinimalEtc(ws.etc, uids);
  ws.helper = await buildHelper(join(root, 'bin'));
  return ws;
}
