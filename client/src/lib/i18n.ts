import type { I18n, Messages } from '@lingui/core';
import type { SiteLanguage } from '@lanka-tours/shared/site-languages';
import { CLIENT_CATALOGS, SHARED_CATALOGS, SHARED_MESSAGE_MODULES } from './catalog-modules';
import { ENTRY_CATALOGS } from './page-catalogs.generated';
import { addSharedMessages } from './shared-messages';
import { i18nWith } from './translator';

const SHARED_PREFIX = 'shared-';

/** A catalog's modules, from the client's folder (as the build manifest names them). */
function modulesOf(name: string, language: SiteLanguage): string[] {
  if (!name.startsWith(SHARED_PREFIX)) return [`src/locales/${language}/${name}.ts`];
  const domain = name.slice(SHARED_PREFIX.length);
  const shared = '../shared/src';
  return [`${shared}/locales/${language}/${domain}.ts`, `${shared}/messages/${domain}-messages.ts`];
}

function loadModule<Module>(modules: Record<string, () => Promise<Module>>, suffix: string) {
  const [, load] = Object.entries(modules).find(([file]) => file.endsWith(suffix)) ?? [];
  if (!load) throw new Error(`No module ${suffix}`);
  return load();
}

/** A catalog's messages; a shared domain's descriptors are added to the registry with them. */
async function loadCatalog(name: string, language: SiteLanguage): Promise<Messages> {
  if (!name.startsWith(SHARED_PREFIX)) {
    return (await loadModule(CLIENT_CATALOGS, `/locales/${language}/${name}.ts`)).messages;
  }
  const domain = name.slice(SHARED_PREFIX.length);
  const [catalog, descriptors] = await Promise.all([
    loadModule(SHARED_CATALOGS, `/locales/${language}/${domain}.ts`),
    loadModule(SHARED_MESSAGE_MODULES, `/messages/${domain}-messages.ts`),
  ]);
  addSharedMessages(descriptors.MESSAGE_PAIRS);
  return catalog.messages;
}

/** What every page loads: the layout's catalog and what the app's entry reaches. */
const FIRST_CATALOGS = ['layout', ...ENTRY_CATALOGS];

/** The build's modules of the catalogs a page in `language` loads first and with `names`. */
export function catalogSources(language: SiteLanguage, names: readonly string[]): string[] {
  return [...FIRST_CATALOGS, ...names].flatMap((name) => modulesOf(name, language));
}

const translators = new Map<SiteLanguage, Promise<I18n>>();

/** The translator of a language, once the catalogs every page needs have loaded. */
export function loadI18n(language: SiteLanguage): Promise<I18n> {
  let i18n = translators.get(language);
  if (!i18n) {
    const catalogs = FIRST_CATALOGS.map((name) => loadCatalog(name, language));
    i18n = Promise.all(catalogs).then((messages) => i18nWith(language, messages));
    translators.set(language, i18n);
  }
  return i18n;
}

const added = new Map<string, Promise<void>>();

/** Adds the catalogs `names` (a page's) to the translator of `language`, each once. */
export function loadCatalogs(names: readonly string[], language: SiteLanguage): Promise<unknown> {
  return Promise.all(
    names.map((name) => {
      const key = `${language} ${name}`;
      let adding = added.get(key);
      if (!adding) {
        adding = Promise.all([loadI18n(language), loadCatalog(name, language)]).then(
          ([i18n, messages]) => i18n.load(language, messages),
        );
        added.set(key, adding);
      }
      return adding;
    }),
  );
}

const ownTranslators = new Map<string, Promise<I18n>>();

/**
 * A translator of the catalog `name` alone (the route head's), apart from the pages' translator:
 * loading it re-renders nothing.
 */
export function loadOwnI18n(name: string, language: SiteLanguage): Promise<I18n> {
  const key = `${language} ${name}`;
  let i18n = ownTranslators.get(key);
  if (!i18n) {
    const loading = loadCatalog(name, language).then((messages) => {
      const value = i18nWith(language, [messages]);
      // Read by React's `use` at once, without suspending, once settled.
      Object.assign(loading, { status: 'fulfilled', value });
      return value;
    });
    i18n = loading;
    ownTranslators.set(key, i18n);
  }
  return i18n;
}
