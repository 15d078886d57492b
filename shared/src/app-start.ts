// What the server and the client's boot script (client/src/boot.ts) agree on: a server-rendered
// page reads and paints without JavaScript, which only makes it interactive, so its app starts
// once the first screen has loaded instead of taking bandwidth from it.

/** The id of the JSON block that names, entry first, the app's and the page's chunks. */
export const APP_CHUNKS_ID = 'app-chunks';

/** The boot script's module, as the build manifest names it. */
export const BOOT_SOURCE = 'src/boot.ts';

/** At the latest, the app starts this long after the page began, first screen loaded or not. */
export const LATEST_START_MS = 3000;
