/**
 * Issue 13 item 11: the slot pool shares slots fairly between owners. Fake jobs (promises the
 * test resolves), no sandbox: what is checked is who gets a freed slot, not how long anything takes.
 */
import { describe, expect, it } from 'vitest';
import { SlotPool } from '../../src/modules/runner/pool';

interface Job {
  owner: string;
  done: boolean;
  finish(): void;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Submits fake jobs that hold a slot until finished; records the order they start in. */
class Harness {
  readonly started: Job[] = [];
  constructor(readonly pool: SlotPool) {}

  submit(owner: string, count = 1): void {
    for (let i = 0; i < count; i++) {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const job: Job = { owner, done: false, finish: () => ((job.done = true), release()) };
      void this.pool.runAs(owner, async () => {
        await Promise.resolve(); // the owner must survive awaits inside the run
        await this.pool.with(async () => {
          this.started.push(job);
          await held;
        });
      });
    }
  }

  running(): Job[] {
    return this.started.filter((j) => !j.done);
  }

  order(): string[] {
    return this.started.map((j) => j.owner);
  }

  async finishOldest(): Promise<void> {
    this.running()[0]?.finish();
    await settle();
  }
}

describe('SlotPool fairness', () => {
  it('holds a flooding learner to half the slots, so a quick run starts at once', async () => {
    const h = new Harness(new SlotPool(2, 1000));
    h.submit('flooder', 6);
    await settle();
    expect(h.order()).toEqual(['flooder']); // one of two slots, even with nobody else around
    h.submit('quick');
    await settle();
    expect(h.order()).toEqual(['flooder', 'quick']);
    while (h.running().length) await h.finishOldest();
    expect(h.order().filter((o) => o === 'flooder')).toHaveLength(6);
  });

  it('serves waiting owners round-robin, the one served longest ago first', async () => {
    const h = new Harness(new SlotPool(1, 1000));
    h.submit('a');
    await settle();
    h.submit('a', 3);
    h.submit('b', 3);
    h.submit('c', 3);
    await settle();
    while (h.running().length) await h.finishOldest();
    expect(h.order()).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c', 'a']);
  });

  it('never lets a learner hold more than half the slots, and keeps the slots busy', async () => {
    const h = new Harness(new SlotPool(4, 1000));
    h.submit('flooder', 12);
    h.submit('b', 6);
    h.submit('c', 2);
    const submitted: Record<string, number> = { flooder: 12, b: 6, c: 2 };
    let worst = 0;
    let idle = 0;
    await settle();
    while (h.running().length) {
      const held = new Map<string, number>();
      for (const j of h.running()) held.set(j.owner, (held.get(j.owner) ?? 0) + 1);
      worst = Math.max(worst, ...held.values());
      // A free slot while a learner below their share still waits would be wasted.
      const eligible = Object.entries(submitted).filter(
        ([o, n]) => h.order().filter((x) => x === o).length < n && (held.get(o) ?? 0) < 2,
      );
      if (h.running().length < 4 && eligible.length > 0) idle++;
      await h.finishOldest();
    }
    expect(h.started).toHaveLength(20);
    expect(worst).toBe(2);
    expect(idle).toBe(0);
  });

  it('lets the system owner (runs without a learner) use every slot, and serves a learner first when one frees', async () => {
    const pool = new SlotPool(2, 1000);
    const h = new Harness(pool);
    const system = await Promise.all([pool.acquire(), pool.acquire()]);
    let third = false;
    void pool.acquire().then((slot) => {
      third = true;
      pool.release(slot);
    });
    h.submit('learner');
    await settle();
    expect(h.order()).toEqual([]);
    pool.release(system[0]!);
    await settle();
    expect(h.order()).toEqual(['learner']); // holding none, the learner goes before the system's third
    expect(third).toBe(false);
    pool.release(system[1]!);
    await settle();
    expect(third).toBe(true);
    await h.finishOldest();
  });
});
