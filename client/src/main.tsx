import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/global.css';
import './styles/page-sections.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPages } from './app/router';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * A prerendered page paints with its critical CSS inline while the full stylesheets load
 * (media="print" until then); whatever the app changes once running needs them applied.
 */
function stylesheetsApplied(): Promise<unknown> {
  const loading = document.querySelectorAll<HTMLLinkElement>(
    'link[rel="stylesheet"][media="print"]',
  );
  return Promise.all(
    Array.from(
      loading,
      (link) =>
        new Promise((settle) => {
          link.addEventListener('load', settle, { once: true });
          link.addEventListener('error', settle, { once: true });
        }),
    ),
  );
}

if (container.hasChildNodes()) {
  // A prerendered page: its chunk comes first, so the first render is the markup already shown.
  // Should the chunk fail to load, hydration goes ahead and the page shows the error screen.
  const pageLoaded = preloadPages(window.location.pathname).catch(() => undefined);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread (and any tap on the page) for the whole tree.
  void Promise.all([pageLoaded, stylesheetsApplied()]).then(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  createRoot(container).render(app);
}
