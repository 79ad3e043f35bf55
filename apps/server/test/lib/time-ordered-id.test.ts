import { describe, expect, it } from 'vitest';
import { timeOrderedId } from '../../src/lib/time-ordered-id';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('timeOrderedId', () => {
  it('is a version 7 UUID whose first 48 bits are the milliseconds given', () => {
    const at = Date.UTC(2030, 0, 2, 3, 4, 5, 678);
    const id = timeOrderedId(at);
    expect(id).toMatch(V7);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(at);
  });

  it('sorts as text in the order the ids were made, within a millisecond and past 4,096 of them', () => {
    const at = Date.UTC(2031, 5, 6);
    const ids = Array.from({ length: 5_000 }, () => timeOrderedId(at));
    ids.push(timeOrderedId(at + 10), timeOrderedId(at + 10));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => V7.test(id))).toBe(true);
  });

  it('keeps the order when the clock steps back', () => {
    const at = Date.UTC(2032, 0, 1);
    const first = timeOrderedId(at);
    const second = timeOrderedId(at - 5_000);
    expect(second > first).toBe(true);
  });

  it('carries 62 random bits: ids of one millisecond differ past the sequence', () => {
    const at = Date.UTC(2033, 0, 1);
    const tails = new Set(Array.from({ length: 200 }, () => timeOrderedId(at).slice(19)));
    expect(tails.size).toBe(200);
  });
});
