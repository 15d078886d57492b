import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/global.css';
import './styles/page-sections.css';
import { languageOfPath } from '@lanka-tours/shared/site-languages';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, browserData } from './app/App';
import { pagesNeedApollo, preloadPages } from './app/router';
import { loadApolloKit } from './data/apollo-kit';
import { loadI18n } from './lib/i18n';

const container = document.getElementById('root')!;
const { pathname } = window.location;
// The page's messages come with its language's catalogs, which the page names ahead of the app.
const i18n = await loadI18n(languageOfPath(pathname));
const data = browserData(i18n);
const app = (
  <StrictMode>
    <App data={data} />
  </StrictMode>
);

/** Its children, calling `done` once they are on the page (hydrated). */
function OnCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * A prerendered page paints with its critical CSS inline while the full stylesheets load
 * (media="print" until the boot script applies them all, once all have arrived: boot.ts);
 * whatever the app changes once running needs them applied.
 */
function stylesheetsApplied(): Promise<void> {
  const pending = () => document.querySelector('link[rel="stylesheet"][media="print"]') !== null;
  if (!pending()) return Promise.resolve();
  return new Promise((applied) => {
    const observer = new MutationObserver(() => {
      if (pending()) return;
      observer.disconnect();
      applied();
    });
    observer.observe(document.documentElement, {
      subtree: true,
      attributes: true,
      attributeFilter: ['media'],
    });
  });
}

if (container.hasChildNodes()) {
  // A prerendered page: its chunk comes first, so the first render is the markup already shown.
  // Should the chunk fail to load, hydration goes ahead and the page shows the error screen.
  const pageLoaded = Promise.all([
    preloadPages(pathname),
    pagesNeedApollo(pathname) && loadApolloKit(data.loadApollo),
  ]).catch(() => undefined);
  await Promise.all([pageLoaded, stylesheetsApplied()]);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread (and any tap on the page) for the whole tree. This module settles once it
  // has committed: the boot script (boot.ts) then hands the app what the visitor did meanwhile.
  await new Promise<void>((hydrated) =>
    startTransition(() => {
      hydrateRoot(container, <OnCommit done={hydrated}>{app}</OnCommit>);
    }),
  );
} else {
  createRoot(container).render(app);
}
