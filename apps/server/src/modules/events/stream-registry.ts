/** The open event streams of one process, by user, oldest first. */
export class StreamRegistry {
  private readonly byUser = new Map<string, Array<() => void>>();
  private count = 0;

  constructor(
    private readonly maxTotal: number,
    private readonly maxPerUser: number,
  ) {}

  get size(): number {
    return this.count;
  }

  /** False when the process is full; a user at their own cap still has room (their oldest goes). */
  hasRoomFor(userId: string): boolean {
    return this.count < this.maxTotal || (this.byUser.get(userId)?.length ?? 0) >= this.maxPerUser;
  }

  /** Registers a stream; ends the user's oldest ones beyond the cap. Returns the idempotent `end`. */
  add(userId: string, close: () => void): () => void {
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const list = this.byUser.get(userId) ?? [];
      const at = list.indexOf(end);
      if (at >= 0) list.splice(at, 1);
      if (list.length === 0) this.byUser.delete(userId);
      this.count--;
      close();
    };
    const list = this.byUser.get(userId) ?? [];
    list.push(end);
    this.byUser.set(userId, list);
    this.count++;
    while (list.length > this.maxPerUser) list[0]?.();
    return end;
  }

  endAll(): void {
    for (const list of [...this.byUser.values()]) for (const end of [...list]) end();
  }
}
