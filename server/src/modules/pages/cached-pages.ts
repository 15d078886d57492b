import { ReadCache, type Changes, type SitePart } from '../../common/read-cache';

/** A render's result, and whether it may be cached: it read every piece of data it asked for. */
export interface Rendering<T> {
  value: T;
  cacheable: boolean;
  /** The parts of the site its data came from: it is cached until one of them changes. */
  reads: ReadonlySet<SitePart>;
}

/**
 * Rendered pages cached per path until a change to a part of the site they read makes them stale,
 * on this instance or another; requests that overlap share one render. A render that read an
 * error (the database away) is not cached. Past their count or bytes, the pages read least
 * recently go.
 */
export class CachedPages<T> {
  private readonly cache: ReadCache<Rendering<T>>;

  /** `sizeOf` tells the memory a page takes; the pages cached take at most `mostBytes`. */
  constructor(changes: Changes, sizeOf: (value: T) => number, mostBytes: number) {
    this.cache = new ReadCache<Rendering<T>>(changes, ({ reads }) => reads, {
      sizeOf: ({ value }) => sizeOf(value),
      mostBytes,
    });
  }

  /** The page cached for `path`, else the one `render` makes (cached when it may be). */
  async get(path: string, render: () => Promise<Rendering<T>>): Promise<T> {
    const rendering = await this.cache.get(path, render, ({ cacheable }) => cacheable);
    return rendering.value;
  }
}
