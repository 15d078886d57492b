import { BoundedMap } from './bounded-map';

/**
 * What visitors see, in parts that change apart: the reviews, the albums, the published content.
 * A change names the parts it touched; what read none of them stays cached.
 */
export type SitePart = 'feedback' | 'albums' | 'content';

export const SITE_PARTS: ReadonlySet<SitePart> = new Set(['feedback', 'albums', 'content']);

/** Whether a reader of `read` must forget what it read once `touched` changed. */
export function isTouched(read: ReadonlySet<SitePart>, touched: ReadonlySet<SitePart>): boolean {
  for (const part of read) if (touched.has(part)) return true;
  return false;
}

/** Where a cache learns that what it cached went stale (common/site-changes). */
export interface Changes {
  /** `forget` runs, synchronously, on every change, with the parts it touched. */
  onChange(forget: (touched: ReadonlySet<SitePart>) => void): void;
}

/** One cache's reads: at most this many keys (made-up ids, odd languages). */
export const MOST_KEYS = 500;

interface Entry {
  reading: Promise<unknown>;
  /** What the value read, once it has arrived. */
  read?: ReadonlySet<SitePart>;
}

/** What a cache whose values are large counts of them, and the most it holds of that. */
export interface ByteBound<T> {
  sizeOf(value: T): number;
  mostBytes: number;
}

/**
 * Reads cached per key (the read and its arguments) until a change to a part of the site they read
 * makes them stale, on this instance or another; reads that overlap share one. A read that failed
 * is not cached, nor one whose value `cacheable` refuses. `partsOf` says what a value read: one
 * part for a service's reads, the parts its queries asked for for a page. Past MOST_KEYS keys (or
 * the bytes of `bound`), the reads used least recently go.
 */
export class ReadCache<T = unknown> {
  private readonly entries: BoundedMap<string, Entry>;

  constructor(
    changes: Changes,
    private readonly partsOf: (value: T) => ReadonlySet<SitePart>,
    private readonly bound?: ByteBound<T>,
  ) {
    this.entries = new BoundedMap({ entries: MOST_KEYS, bytes: bound?.mostBytes ?? Infinity });
    changes.onChange((touched) => {
      // A read still running may have read the old data: it goes whatever it reads.
      this.entries.deleteWhere(({ read }) => !read || isTouched(read, touched));
    });
  }

  /** The value cached for `key`, else the one `read` gives (cached when `cacheable` allows). */
  get<V extends T>(
    key: string,
    read: () => Promise<V>,
    cacheable: (value: V) => boolean = () => true,
  ): Promise<V> {
    const cached = this.entries.get(key);
    if (cached) return cached.reading as Promise<V>;
    const reading = read();
    const entry: Entry = { reading };
    this.entries.set(key, entry);
    const isCached = () => this.entries.get(key) === entry;
    reading.then(
      (value) => {
        if (!isCached()) return;
        if (!cacheable(value)) return this.entries.delete(key);
        entry.read = this.partsOf(value);
        if (this.bound) this.entries.resize(key, this.bound.sizeOf(value));
      },
      () => {
        if (isCached()) this.entries.delete(key);
      },
    );
    return reading;
  }
}

/** For a service's cache: everything it reads is of one part. */
export const onePart = (part: SitePart): (() => ReadonlySet<SitePart>) => {
  const parts = new Set([part]);
  return () => parts;
};
