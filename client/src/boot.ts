import { APP_CHUNKS_ID, LATEST_START_MS } from '@lanka-tours/shared/app-start';

// The script of a server-rendered page (server/src/modules/pages/page-document.ts), in place of
// the app's entry. The page reads and paints without JavaScript; the app only makes it
// interactive, so it starts once the first screen is painted (or at once when the visitor reaches
// for the page first), leaving that screen the bandwidth until then. A click on a control or a
// form's submission before the app has hydrated the page waits and happens then (a form is never
// sent by the browser itself, with its fields in the address).

/** What a click is held for: controls the app gives their behaviour (links work without it). */
const CONTROLS =
  'button, summary, input[type="checkbox"], input[type="radio"], [role="button"], [role="tab"]';
const FIRST_TOUCHES = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** The app's state on <html data-app>: "starting" until it has hydrated the page, then
 * "interactive" (what the browser tests wait for before they act). */
const setAppState = (state: 'starting' | 'interactive') =>
  document.documentElement.setAttribute('data-app', state);

const chunks = JSON.parse(document.getElementById(APP_CHUNKS_ID)?.textContent ?? '[]') as string[];
const held: (() => void)[] = [];
let started = false;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Resolves once the first screen is painted: its main pictures (fetchpriority="high") have
 * arrived and are decoded, and two frames have been drawn since; or at the latest
 * LATEST_START_MS after navigation began (a picture that never arrives does not hold the app up).
 */
async function firstScreenPainted(): Promise<void> {
  const pictures = Array.from(
    document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
    (picture) => picture.decode().catch(() => undefined),
  );
  const latest = new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, LATEST_START_MS - performance.now())),
  );
  await Promise.race([Promise.all(pictures), latest]);
  await nextFrame();
  await nextFrame();
}

/**
 * How many of the chunks are asked for in one task: each request costs the main thread a few
 * milliseconds on a phone, so asking for some sixty at once would block the page for a while.
 */
const REQUESTS_PER_TASK = 4;

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function fetchModuleAhead(file: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = `/${file}`;
  document.head.append(link);
}

/** Asks for the chunks, in their order, a few per task. */
async function fetchModulesAhead(files: string[]): Promise<void> {
  for (let first = 0; first < files.length; first += REQUESTS_PER_TASK) {
    files.slice(first, first + REQUESTS_PER_TASK).forEach(fetchModuleAhead);
    await nextTask();
  }
}

/**
 * The page's full stylesheets (media="print" while they load, page-document.ts) apply together
 * once all have arrived: one restyle of the page, not one per stylesheet.
 */
async function applyStylesheetsTogether(): Promise<void> {
  const sheets = Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][media="print"]'),
  );
  await Promise.all(
    sheets.map(
      (link) =>
        link.sheet ??
        new Promise((settle) => {
          link.addEventListener('load', settle, { once: true });
          link.addEventListener('error', settle, { once: true });
        }),
    ),
  );
  for (const link of sheets) link.media = 'all';
}

/** A click on a control, or a submission, before the app has hydrated: kept for it. */
function hold(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const form = event.type === 'submit' ? (target as HTMLFormElement | null) : null;
  const control = form ? null : target?.closest<HTMLElement>(CONTROLS);
  if (!form && !control) return;
  event.preventDefault();
  event.stopPropagation();
  held.push(() => (form ? form.requestSubmit() : control?.click()));
  void start();
}

async function start(): Promise<void> {
  if (started || !chunks.length) return;
  started = true;
  void fetchModulesAhead(chunks.slice(1));
  try {
    // The entry's module settles once the app has hydrated the page (client/src/main.tsx).
    await import(/* @vite-ignore */ `/${chunks[0]}`);
  } finally {
    // Had the app failed to load, the browser does what it would have done without it.
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    // One at a time, as the visitor did them: what each changes (a box ticked) has rendered
    // before the next (the form's submission) is handled.
    for (const act of held.splice(0)) {
      act();
      await nextTask();
    }
    setAppState('interactive');
  }
}

setAppState('starting');
void applyStylesheetsTogether();
document.addEventListener('click', hold, true);
document.addEventListener('submit', hold, true);
for (const type of FIRST_TOUCHES) {
  document.addEventListener(type, () => void start(), { capture: true, once: true, passive: true });
}
void firstScreenPainted().then(start);
