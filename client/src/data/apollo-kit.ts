import type { ApolloClient } from '@apollo/client';
import type { ApolloProvider } from '@apollo/client/react';
import { createContext, use, useContext } from 'react';
import { tracked } from './tracked';

/** The Apollo client and its provider: loaded together, by the parts of the site that need them. */
export interface ApolloKit {
  client: ApolloClient;
  ApolloProvider: typeof ApolloProvider;
}

export type ApolloLoader = () => Promise<ApolloKit>;

/** How this app gets its Apollo client: the browser loads it on first need, the server has it. */
export const ApolloLoaderContext = createContext<ApolloLoader | null>(null);

const kits = new WeakMap<ApolloLoader, Promise<ApolloKit>>();

/** Loads the kit once per loader. */
export function loadApolloKit(load: ApolloLoader): Promise<ApolloKit> {
  let kit = kits.get(load);
  if (!kit) {
    // Tracked, so that a part rendered once it has loaded does not suspend for it.
    kit = tracked(load());
    kits.set(load, kit);
  }
  return kit;
}

export function useApolloLoader(): ApolloLoader {
  const load = useContext(ApolloLoaderContext);
  if (!load) throw new Error('No ApolloLoaderContext above this part');
  return load;
}

/** The kit, suspending the first time while it loads. */
export function useApolloKit(): ApolloKit {
  return use(loadApolloKit(useApolloLoader()));
}
