import { lazy, type ComponentType } from 'react';

export interface PageModule {
  default: ComponentType;
}

export interface LazyPage {
  /** Renders the page, suspending the first time unless `preload` has already finished. */
  Component: ComponentType;
  /** Loads the page's chunk; once it has resolved, the page renders without suspending. */
  preload(): Promise<unknown>;
}

/**
 * A page in its own chunk. Unlike a bare React.lazy, a page whose chunk was loaded ahead renders
 * at once: prerendering and hydration load the current page first, so that the markup the
 * browser hydrates is the page itself and never a loading fallback.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // Loaded ahead on a flaky network: rendering the page asks for the chunk again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await preload() }));

  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return { Component: Page, preload };
}
