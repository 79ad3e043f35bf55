/**
 * The host's only ways to touch a box directory. Sandboxed processes (compilers included) may have
 * planted symlinks, FIFOs or huge files there, so the host never follows a link, never opens
 * anything but a regular file, never overwrites, and reads at most a bounded number of bytes.
 */
import { constants } from 'node:fs';
import { mkdir, open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

const { O_WRONLY, O_RDONLY, O_CREAT, O_EXCL, O_NOFOLLOW, O_NONBLOCK } = constants;

class BoxFileError extends Error {}

export function errorCode(err: unknown): string {
  return err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : 'error';
}

/** Creates a new file; fails if anything (a file, a symlink) already has that name. */
export async function writeNewFile(
  path: string,
  data: string | Uint8Array,
  mode = 0o644,
): Promise<void> {
  const handle = await open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode);
  try {
    await handle.writeFile(data);
    await handle.chmod(mode);
  } finally {
    await handle.close();
  }
}

/** Reads a regular file without following a symlink; refuses FIFOs, devices and oversize files. */
export async function readRegularFile(
  path: string,
  maxBytes: number,
): Promise<{ data: Buffer; mode: number }> {
  let handle;
  try {
    handle = await open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  } catch (err) {
    throw new BoxFileError(`cannot open ${path}: ${errorCode(err)}`);
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new BoxFileError(`${path} is not a regular file`);
    if (stat.size > maxBytes) throw new BoxFileError(`${path} is larger than ${maxBytes} bytes`);
    const data = Buffer.alloc(stat.size);
    const { bytesRead } = await handle.read(data, 0, stat.size, 0);
    return { data: data.subarray(0, bytesRead), mode: stat.mode & 0o777 };
  } finally {
    await handle.close();
  }
}

/**
 * The regular files at the top level of a box that the predicate selects, read safely. A symlink,
 * directory or FIFO with a selected name is an error: the build is not trusted.
 */
export async function collectArtifacts(
  dir: string,
  select: (name: string) => boolean,
  maxTotalBytes: number,
): Promise<Array<{ name: string; data: Buffer; mode: number }>> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: Array<{ name: string; data: Buffer; mode: number }> = [];
  let total = 0;
  for (const entry of entries) {
    if (!select(entry.name)) continue;
    if (!entry.isFile()) throw new BoxFileError(`build output ${entry.name} is not a regular file`);
    const file = await readRegularFile(join(dir, entry.name), maxTotalBytes - total);
    total += file.data.length;
    files.push({ name: entry.name, ...file });
  }
  return files;
}

/** Makes a directory that must not exist yet (mkdir never follows a symlink in the last component). */
export async function makeNewDir(path: string, mode: number): Promise<void> {
  await mkdir(path, { mode });
}

/** Removes a box; rm unlinks symlinks instead of following them. */
export async function removeBox(path: string): Promise<void> {
  await rm(path, { recursive: true, force: true, maxRetries: 2 });
}
