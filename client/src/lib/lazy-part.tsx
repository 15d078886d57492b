import { lazy, type ComponentType } from 'react';
import { loadCatalogs } from './i18n';
import { PART_CATALOGS } from './page-catalogs.generated';
import { browserPageLanguage } from './page-language';

/**
 * A part of a page in its own chunk (a panel below the first screen, a dialog), which comes with
 * the messages its page does not load: `part` is its module's path from client/src, as
 * scripts/page-catalogs.mjs checks, and names its catalogs there.
 */
export function lazyPart<Props extends object>(
  part: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  const catalogs = PART_CATALOGS[part];
  if (!catalogs) throw new Error(`No catalogs for the part ${part}: run \`npm run i18n\`.`);
  return lazy(() =>
    Promise.all([load(), loadCatalogs(catalogs, browserPageLanguage())]).then(([module]) => module),
  );
}
