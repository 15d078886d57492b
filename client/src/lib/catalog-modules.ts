import type { Messages } from '@lingui/core';
import type { MessagePairs } from '@lanka-tours/shared/messages/descriptor';

export interface Catalog {
  messages: Messages;
}

/**
 * Each language's compiled catalogs (`npm run i18n`), each in its own chunk: the layout's, one per
 * feature (client/src/locales/<language>/<name>.ts), and one per domain of the shared rules'
 * messages, which the server's answers use too (`shared-booking` …).
 */
export const CLIENT_CATALOGS = import.meta.glob<Catalog>('../locales/*/*.ts');
export const SHARED_CATALOGS = import.meta.glob<Catalog>([
  '@lanka-tours/shared/locales/*/*.ts',
  '!@lanka-tours/shared/locales/*/index.ts',
]);
/** Each domain's descriptors, which translate its rules' English messages with values. */
export const SHARED_MESSAGE_MODULES = import.meta.glob<{ MESSAGE_PAIRS: MessagePairs }>(
  '@lanka-tours/shared/messages/*-messages.ts',
);
