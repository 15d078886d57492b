import { I18nProvider } from '@lingui/react';
import {
  render as renderInDom,
  type RenderOptions,
  type RenderResult,
} from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { Messages } from '@lingui/core';
import fs from 'node:fs';
import path from 'node:path';
import { messages as sharedMessages } from '@lanka-tours/shared/locales/en';
import type { SiteLanguage } from '@lanka-tours/shared/site-languages';
import { i18nWith } from '../../../client/src/lib/translator';

const CATALOGS = path.resolve(__dirname, '../../../client/src/locales');

/** A compiled catalog module's messages: it is `export const messages=JSON.parse("…")`. */
function compiledMessages(file: string): Messages {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(fs.readFileSync(file, 'utf8'))?.[1];
  if (!literal) throw new Error(`${file} is no compiled catalog`);
  return JSON.parse(JSON.parse(literal) as string) as Messages;
}

/** Every catalog of the client in `language` (the layout's and each feature's), as compiled. */
const clientCatalogs = (language: SiteLanguage) =>
  fs
    .readdirSync(path.join(CATALOGS, language))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => compiledMessages(path.join(CATALOGS, language, file)));

/** The app's translator in `language`, with every catalog a page may load and `shared` ones. */
export const translatorIn = (language: SiteLanguage, shared: Messages) =>
  i18nWith(language, [...clientCatalogs(language), shared]);

/** The app's English translator, with every catalog a page may load. */
export const ENGLISH = translatorIn('en', sharedMessages);

/** What the app gives every page first: its language, here English (a render's `wrapper`). */
export function English({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={ENGLISH}>{children}</I18nProvider>;
}

/** Testing Library's `render`, inside the app's English translator. */
export function render(ui: ReactElement, options?: RenderOptions): RenderResult {
  return renderInDom(ui, { wrapper: English, ...options });
}
