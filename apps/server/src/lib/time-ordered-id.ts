import { randomFillSync } from 'node:crypto';

let lastMs = 0;
let sequence = 0;
const random = new Uint8Array(9);

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
  randomFillSync(random);
  const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
  // The variant's two bits (10), then 62 random ones: two from the first byte, 60 from the rest.
  const variant = hex(0x8 | ((random[0] ?? 0) & 0x3), 1);
  const rest = Array.from(random.subarray(1), (b) => hex(b, 2)).join('');
  const time = hex(lastMs, 12);
  return `${time.slice(0, 8)}-${time.slice(8)}-7${hex(sequence, 3)}-${variant}${rest.slice(0, 3)}-${rest.slice(3, 15)}`;
}
