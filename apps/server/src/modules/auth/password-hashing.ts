/**
 * Password hashing that leaves the CPU and Node's thread pool to the rest of the process (load
 * test, docs/deploy.md).
 *
 * better-auth hashes with scrypt (N 16384, r 16: 32 MB and tens to hundreds of ms of a core per
 * hash) on libuv's thread pool, 4 threads by default. The same pool runs WebCrypto, which
 * better-auth uses for the HMAC of every session cookie it checks or sets, and zlib and fs. During
 * a burst of sign-ups and sign-ins (an exam room at 9:00) hundreds of hashes queued there, and any
 * request that needed an HMAC waited behind all of them: under `bench:load` with 200 learners an
 * answer save whose session was not yet in this process's cache took up to 197 s on the server.
 * Taken two at a time in the pool, the hashes still kept both cores of the machine busy, and the
 * answer saves of learners already signed in waited for the CPU (p99 1.3 s with 200 at once).
 *
 * So the hashes run on HASH_THREADS worker threads of their own, never in libuv's pool, and each
 * of those threads lowers its own scheduling priority to the configured nice value
 * (PASSWORD_HASH_NICE, default 15; Linux applies a nice value to
 * one thread when given its thread id): the scheduler then gives the cores to request handling
 * first and to hashing with what is left. A burst of sign-ins takes longer; a learner already
 * signed in does not notice it. The hash is better-auth's own format (`salt:key`, both hex; the
 * key scrypt(NFKC(password), salt, 64 bytes)), so hashes made before and after verify alike.
 */
import { Worker } from 'node:worker_threads';

/** Two threads: a burst uses at most two cores, and a hash never waits behind another's thread. */
const HASH_THREADS = 2;
/**
 * The hash threads' niceness: by default below request handling (0) and learners' code
 * (RUNNER_NICE, default 10). Set by `setPasswordHashNice` before the first hash.
 */
let hashNice = 15;

/** The thread's code (a script, so the bundled server needs no file beside it). */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { randomBytes, scryptSync, timingSafeEqual } = require('node:crypto');
const { readlinkSync } = require('node:fs');
const { setPriority } = require('node:os');
try {
  // /proc/thread-self -> <pid>/task/<tid>: setpriority on a thread id renices that thread only.
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), workerData.nice);
} catch {
  // Not Linux, or no /proc: the hashes run at the process's priority.
}
const PARAMS = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 };
const key = (password, salt) => scryptSync(password.normalize('NFKC'), salt, 64, PARAMS);
parentPort.on('message', ({ id, op, password, hash }) => {
  try {
    if (op === 'hash') {
      const salt = randomBytes(16).toString('hex');
      parentPort.postMessage({ id, value: salt + ':' + key(password, salt).toString('hex') });
      return;
    }
    const [salt, stored] = String(hash).split(':');
    if (!salt || !stored) throw new Error('Invalid password hash');
    const expected = Buffer.from(stored, 'hex');
    const actual = key(password, salt);
    parentPort.postMessage({
      id,
      value: expected.length === actual.length && timingSafeEqual(expected, actual),
    });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
`;

type Request = { op: 'hash'; password: string } | { op: 'verify'; password: string; hash: string };
interface Pending {
  resolve: (value: string | boolean) => void;
  reject: (err: Error) => void;
}
interface HashThread {
  worker: Worker;
  pending: Map<number, Pending>;
}

const threads: (HashThread | undefined)[] = Array.from({ length: HASH_THREADS });
let nextId = 0;

function startThread(slot: number): HashThread {
  const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { nice: hashNice } });
  const thread: HashThread = { worker, pending: new Map() };
  worker.on('message', (msg: { id: number; value?: string | boolean; error?: string }) => {
    const p = thread.pending.get(msg.id);
    if (!p) return;
    thread.pending.delete(msg.id);
    if (thread.pending.size === 0) worker.unref();
    if (msg.error !== undefined) p.reject(new Error(msg.error));
    else p.resolve(msg.value ?? false);
  });
  const fail = (err: Error) => {
    if (threads[slot] === thread) threads[slot] = undefined;
    for (const p of thread.pending.values()) p.reject(err);
    thread.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the password hashing thread stopped (${code})`)));
  // A thread keeps the process alive only while it has work (unref after the listeners: adding
  // a 'message' listener refs the worker).
  worker.unref();
  return thread;
}

/** Sends the request to the thread with the fewest waiting (the threads start on first use). */
function send(request: Request): Promise<string | boolean> {
  let thread: HashThread | undefined;
  for (let i = 0; i < HASH_THREADS; i++) {
    const t = (threads[i] ??= startThread(i));
    if (!thread || t.pending.size < thread.pending.size) thread = t;
  }
  if (!thread) throw new Error('no password hashing thread');
  const target = thread;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    if (target.pending.size === 0) target.worker.ref();
    target.pending.set(id, { resolve, reject });
    target.worker.postMessage({ id, ...request });
  });
}

/**
 * The niceness (0-19) of hash threads started from now on (config PASSWORD_HASH_NICE). Threads
 * already running keep theirs.
 */
export function setPasswordHashNice(nice: number): void {
  hashNice = nice;
}

/** better-auth's `emailAndPassword.password`: how a password is hashed and checked. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

/** The app's hashing: better-auth's scrypt hash and verify, on the hash threads. */
export const passwordHashing: PasswordHashing = {
  hash: async (password: string): Promise<string> => String(await send({ op: 'hash', password })),
  verify: async (data: { hash: string; password: string }): Promise<boolean> =>
    (await send({ op: 'verify', password: data.password, hash: data.hash })) === true,
};
