import { APP_CHUNKS_ID } from '@shared/app-start';

// The script of a server-rendered page (server/src/modules/pages/page-document.ts), in place of
// the app's entry: it starts the app once the first screen has loaded, fetching the chunks the
// page names all at once, as <link rel="modulepreload"> in the page would have.

/** At the latest, the app starts this long after the page began, first screen loaded or not. */
const LATEST_START_MS = 3000;

/** Resolves once the page has loaded (its first screen's pictures and styles), or at the latest
 * LATEST_START_MS after navigation began: a picture that never arrives does not hold it up. */
function firstScreenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, Math.max(0, LATEST_START_MS - performance.now()));
  });
}

function fetchModuleAhead(file: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = `/${file}`;
  document.head.append(link);
}

const chunks = JSON.parse(document.getElementById(APP_CHUNKS_ID)?.textContent ?? '[]') as string[];
await firstScreenLoaded();
chunks.forEach(fetchModuleAhead);
if (chunks.length) await import(/* @vite-ignore */ `/${chunks[0]}`);
