import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/**
 * A UUID of version 7 (RFC 9562): 48 bits of Unix milliseconds, then a 12-bit sequence within the
 * millisecond, then 62 random bits. Ids made one after another sort in the order they were made,
 * so a new row's id lands at the end of its table's id indexes (the page written last, already in
 * the cache) instead of on a random page of them; 62 random bits keep it unguessable.
 */
export function timeOrderedId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    // 4,096 ids in one millisecond: borrow the next one, so the order still holds.
    lastMs += 1;
    sequence = 0;
  }
  const random = randomBytes(8);
  // The variant's two bits (10) above the first random byte's low six, then seven more bytes.
  const first = (0x80 | ((random[0] ?? 0) & 0x3f)).toString(16);
  const rest = random.toString('hex', 1);
  const time = lastMs.toString(16).padStart(12, '0');
  const seq = sequence.toString(16).padStart(3, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7${seq}-${first}${rest.slice(0, 2)}-${rest.slice(2)}`;
}
