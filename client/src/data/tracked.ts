/** A promise that React's `use` reads at once once it has settled (the fields React looks at). */
export type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

export function tracked<T>(promise: Promise<T>): Tracked<T> {
  const tracking: Tracked<T> = promise.then((value) => {
    Object.assign(tracking, { status: 'fulfilled', value });
    return value;
  });
  return tracking;
}

export function settled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}
