import fs from 'node:fs';
import path from 'node:path';
import type { MessagePairs } from '@lanka-tours/shared/messages/descriptor';
import type { Catalog } from '../../../client/src/lib/catalog-modules';

/**
 * client/src/lib/catalog-modules.ts under jest, which has no `import.meta.glob`: the same modules,
 * found on disk by the same patterns and loaded by require when asked for.
 */
const ROOT = path.resolve(__dirname, '../../..');

function modulesIn<Module extends object>(
  folder: string,
  pattern: RegExp,
): Record<string, () => Promise<Module>> {
  const files = fs.readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' });
  return Object.fromEntries(
    files
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .filter((file) => pattern.test(file))
      .map((file) => [
        file,
        () => Promise.resolve(jest.requireActual<Module>(path.join(ROOT, file))),
      ]),
  );
}

export const CLIENT_CATALOGS = modulesIn<Catalog>('client/src/locales', /\/[a-z]{2}\/[\w-]+\.ts$/);
export const SHARED_CATALOGS = modulesIn<Catalog>(
  'shared/src/locales',
  /\/[a-z]{2}\/(?!index\.)[\w-]+\.ts$/,
);
export const SHARED_MESSAGE_MODULES = modulesIn<{ MESSAGE_PAIRS: MessagePairs }>(
  'shared/src/messages',
  /-messages\.ts$/,
);
