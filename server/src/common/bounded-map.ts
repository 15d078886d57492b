/** How much a cache may hold: entries, and bytes by the sizes it is told. */
export interface Bounds {
  entries: number;
  bytes: number;
}

interface Slot<V> {
  value: V;
  bytes: number;
}

/**
 * A Map that holds at most `bounds`: past either one, the entries used least recently go, so
 * made-up keys (ids, query strings) cannot fill the memory while the pages visitors read stay.
 * `onDrop` hears of every value that leaves, however it leaves.
 */
export class BoundedMap<K, V> {
  private readonly slots = new Map<K, Slot<V>>();
  private bytes = 0;

  constructor(
    private readonly bounds: Bounds,
    private readonly onDrop: (value: V) => void = () => {},
  ) {}

  get size(): number {
    return this.slots.size;
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.value;
  }

  set(key: K, value: V, bytes = 0): void {
    this.delete(key);
    this.slots.set(key, { value, bytes });
    this.bytes += bytes;
    this.trim();
  }

  /** Tells the size of a value that was stored before it was known (a read still running). */
  resize(key: K, bytes: number): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.bytes += bytes - slot.bytes;
    slot.bytes = bytes;
    this.trim();
  }

  delete(key: K): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.bytes -= slot.bytes;
    this.onDrop(slot.value);
  }

  /** Drops every entry whose value `stale` names. */
  deleteWhere(stale: (value: V) => boolean): void {
    for (const [key, { value }] of this.slots) if (stale(value)) this.delete(key);
  }

  private trim(): void {
    while (this.slots.size > this.bounds.entries || this.bytes > this.bounds.bytes) {
      const oldest = this.slots.keys().next();
      if (oldest.done) return;
      this.delete(oldest.value);
    }
  }
}
