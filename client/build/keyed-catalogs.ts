import vm from 'node:vm';
import type { Messages } from '@lingui/core';
import type { Plugin } from 'vite';
import { keyedMessages, messageKey } from '../src/lib/message-key';

/**
 * A translation's compiled catalog: `client/src/locales/<language>/<name>.ts` or the shared rules'.
 * English ones keep their wording as keys: gzip finds it again in the values.
 */
const CATALOG_MODULE = /\/locales\/(?!en\/)[a-z]{2}\/(?!index\.)[\w-]+\.ts$/;
/** Its messages, as `lingui compile` writes them: `JSON.parse("…")`, a JavaScript string. */
const MESSAGES_LITERAL = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/;

/**
 * Vite plugin: the catalogs the client loads carry each message under its key (lib/message-key)
 * instead of its English wording. Two messages with one key stop the build.
 */
export function keyedCatalogs(): Plugin {
  const idsByKey = new Map<string, string>();
  const remember = (id: string) => {
    const key = messageKey(id);
    const known = idsByKey.get(key);
    if (known !== undefined && known !== id) {
      throw new Error(`Messages "${known}" and "${id}" share the key ${key}: reword one.`);
    }
    idsByKey.set(key, id);
  };
  return {
    name: 'keyed-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG_MODULE.test(id)) return null;
      const literal = MESSAGES_LITERAL.exec(code)?.[1];
      if (!literal) return null;
      const messages = JSON.parse(vm.runInNewContext(literal) as string) as Messages;
      Object.keys(messages).forEach(remember);
      const keyed = JSON.stringify(JSON.stringify(keyedMessages(messages)));
      return { code: code.replace(literal, () => keyed), map: null };
    },
  };
}
