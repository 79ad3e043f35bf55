/**
 * Worker slots and semaphores. A slot is one core's worth of sandbox: one process at a time, with
 * its own uid so that RLIMIT_NPROC and kill() of one run never reach another.
 *
 * Slots are shared fairly between owners (learners). A learner holds at most half the slots (one
 * of two), so another learner's quick run finds a slot free or waits for one program, never for a
 * flooder's whole queue; a freed slot goes to the waiting owner holding the fewest, ties to the
 * one served longest ago (round-robin). Requests outside `runAs` (content checks, AI checks) share
 * the system owner, which may use every slot. The owner of a slot request is the one `runAs` set
 * for the async call chain, so the builder and the test runs need not pass it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export class Semaphore {
  private waiters: Array<() => void> = [];
  private free: number;

  constructor(size: number) {
    this.free = size;
  }

  async acquire(): Promise<() => void> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiters.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiters.shift();
      if (next) next();
      else this.free++;
    };
  }

  get waiting(): number {
    return this.waiters.length;
  }
}

export interface Slot {
  index: number;
  uid: number;
}

/** Requests made outside `runAs` (content validation, AI checks) share this owner. */
const SYSTEM_OWNER = '';

export class SlotPool {
  private readonly free: Slot[];
  /** Waiting requests per owner, in arrival order. */
  private readonly waiting = new Map<string, Array<(slot: Slot) => void>>();
  private readonly held = new Map<string, number>();
  /** When each owner holding or awaiting a slot was last granted one (a counter, not a clock). */
  private readonly lastServed = new Map<string, number>();
  private served = 0;
  private readonly holder = new Map<number, string>();
  private readonly owner = new AsyncLocalStorage<string>();
  readonly slots: Slot[];
  /** The most slots one learner holds at once: half, at least one. */
  readonly share: number;

  constructor(count: number, uidBase: number) {
    this.slots = Array.from({ length: count }, (_, index) => ({ index, uid: uidBase + index }));
    this.free = [...this.slots];
    this.share = Math.max(1, Math.floor(count / 2));
  }

  /** Runs `fn`; every slot acquired in its async call chain is counted against `owner`. */
  runAs<T>(owner: string | undefined, fn: () => Promise<T>): Promise<T> {
    return this.owner.run(owner ?? SYSTEM_OWNER, fn);
  }

  acquire(): Promise<Slot> {
    const owner = this.owner.getStore() ?? SYSTEM_OWNER;
    return new Promise((resolve) => {
      const queue = this.waiting.get(owner) ?? [];
      queue.push(resolve);
      this.waiting.set(owner, queue);
      this.dispatch();
    });
  }

  release(slot: Slot): void {
    const owner = this.holder.get(slot.index);
    if (owner === undefined) return;
    this.holder.delete(slot.index);
    const left = (this.held.get(owner) ?? 1) - 1;
    if (left > 0) this.held.set(owner, left);
    else {
      this.held.delete(owner);
      if (!this.waiting.has(owner)) this.lastServed.delete(owner);
    }
    this.free.push(slot);
    this.dispatch();
  }

  async with<T>(fn: (slot: Slot) => Promise<T>): Promise<T> {
    const slot = await this.acquire();
    try {
      return await fn(slot);
    } finally {
      this.release(slot);
    }
  }

  /** Slot requests waiting, all owners together. */
  get queued(): number {
    let n = 0;
    for (const queue of this.waiting.values()) n += queue.length;
    return n;
  }

  private grant(slot: Slot, owner: string): Slot {
    this.holder.set(slot.index, owner);
    this.held.set(owner, (this.held.get(owner) ?? 0) + 1);
    this.lastServed.set(owner, ++this.served);
    return slot;
  }

  /** Free slots to the waiting owners below their share holding the fewest, ties to the one served longest ago. */
  private dispatch(): void {
    while (this.free.length > 0 && this.waiting.size > 0) {
      let next: string | undefined;
      for (const owner of this.waiting.keys()) {
        const cap = owner === SYSTEM_OWNER ? this.slots.length : this.share;
        if ((this.held.get(owner) ?? 0) < cap && (next === undefined || this.before(owner, next)))
          next = owner;
      }
      if (next === undefined) return;
      const queue = this.waiting.get(next) ?? [];
      const resolve = queue.shift();
      if (queue.length === 0) this.waiting.delete(next);
      const slot = resolve ? this.free.shift() : undefined;
      if (resolve && slot) resolve(this.grant(slot, next));
    }
  }

  private before(a: string, b: string): boolean {
    const heldA = this.held.get(a) ?? 0;
    const heldB = this.held.get(b) ?? 0;
    if (heldA !== heldB) return heldA < heldB;
    return (this.lastServed.get(a) ?? 0) < (this.lastServed.get(b) ?? 0);
  }
}
