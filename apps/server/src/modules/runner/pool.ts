/**
 * Worker slots and semaphores. A slot is one core's worth of sandbox: one process at a time, with
 * its own uid so that RLIMIT_NPROC and kill() of one run never reach another. Waiters are served
 * first come, first served.
 */

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

export class SlotPool {
  private readonly free: Slot[];
  private readonly waiters: Array<(slot: Slot) => void> = [];
  readonly slots: Slot[];

  constructor(count: number, uidBase: number) {
    this.slots = Array.from({ length: count }, (_, index) => ({ index, uid: uidBase + index }));
    this.free = [...this.slots];
  }

  acquire(): Promise<Slot> {
    const slot = this.free.shift();
    if (slot) return Promise.resolve(slot);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  release(slot: Slot): void {
    const next = this.waiters.shift();
    if (next) next(slot);
    else this.free.push(slot);
  }

  async with<T>(fn: (slot: Slot) => Promise<T>): Promise<T> {
    const slot = await this.acquire();
    try {
      return await fn(slot);
    } finally {
      this.release(slot);
    }
  }
}
