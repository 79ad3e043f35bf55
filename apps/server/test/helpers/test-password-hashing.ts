/**
 * The tests' apps hash passwords with a cheap scrypt (decision 054): the server tests sign up
 * hundreds of learners, and the app's own scrypt (N 16384, r 16) costs about 120 ms of a core per
 * hash, two per learner (sign-up, then sign-in). Same format as the app's (`salt:key`, hex), so a
 * test reads the stored hash as it would the real one. The real hashing is tested on its own
 * (test/auth/password-hashing.test.ts) and runs under every browser journey (e2e).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHashing } from '../../src/modules/auth/password-hashing';

const PARAMS = { N: 1024, r: 8, p: 1 };

function key(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, 64, PARAMS, (err, derived) =>
      err ? reject(err) : resolve(derived),
    );
  });
}

export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await key(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, stored] = hash.split(':');
    if (!salt || !stored) throw new Error('Invalid password hash');
    const expected = Buffer.from(stored, 'hex');
    const actual = await key(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
