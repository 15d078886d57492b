import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPages } from './app/router';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (container.hasChildNodes()) {
  // A prerendered page: its chunk comes first, so the first render is the markup already shown.
  // Should the chunk fail to load, hydration goes ahead and the page shows the error screen.
  void preloadPages(window.location.pathname)
    .catch(() => undefined)
    .then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
