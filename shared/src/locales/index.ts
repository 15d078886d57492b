import { messages as de } from './de';
import { messages as en } from './en';
import { messages as fr } from './fr';
import { messages as ru } from './ru';
import { messages as zh } from './zh';

/**
 * The compiled catalogs of the shared rules' messages (`npm run i18n`), one per domain, merged per
 * language for the server's translator; the client loads each domain's with the pages that need
 * it (its chunk per language).
 */
export const SHARED_CATALOGS = { en, de, fr, ru, zh };
