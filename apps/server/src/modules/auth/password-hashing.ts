/**
 * Password hashing that leaves Node's thread pool to the rest of the process (load test, docs/deploy.md).
 *
 * better-auth hashes with scrypt (N 16384, r 16: 32 MB and tens to hundreds of ms of a core per
 * hash) on libuv's thread pool, 4 threads by default. The same pool runs WebCrypto, which
 * better-auth uses for the HMAC of every session cookie it checks or sets, and zlib and fs. During
 * a burst of sign-ups and sign-ins (an exam room at 9:00) hundreds of hashes queued there, and any
 * request that needed an HMAC waited behind all of them: under `bench:load` with 200 learners an
 * answer save whose session was not yet in this process's cache took up to 197 s on the server.
 *
 * Here at most HASHES_AT_ONCE hashes (sign-up, sign-in, password change or reset) are in the pool
 * at a time and the others wait their turn in order, so the other threads stay free for the short
 * jobs. Two hashes at once still keep both cores of a small machine busy hashing.
 */
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/** Half of libuv's default pool of 4. */
const HASHES_AT_ONCE = 2;

/** Runs at most `limit` tasks at once, the others in arrival order. */
export function createLimiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line (running stays the same), or free it.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** One per process: the thread pool is the process's. */
const limit = createLimiter(HASHES_AT_ONCE);

/** better-auth's `emailAndPassword.password`: its own scrypt hash and verify, a few at a time. */
export const passwordHashing = {
  hash: (password: string): Promise<string> => limit(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }): Promise<boolean> =>
    limit(() => verifyPassword(data)),
};
