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
import { i18nWith } from '../../../client/src/lib/translator';

const ENGLISH_CATALOGS = path.resolve(__dirname, '../../../client/src/locales/en');

/** A compiled catalog module's messages: it is `export const messages=JSON.parse("…")`. */
function compiledMessages(file: string): Messages {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(fs.readFileSync(file, 'utf8'))?.[1];
  if (!literal) throw new Error(`${file} is no compiled catalog`);
  return JSON.parse(JSON.parse(literal) as string) as Messages;
}

/** Every English catalog of the client (the layout's and each feature's), as compiled. */
const clientCatalogs = fs
  .readdirSync(ENGLISH_CATALOGS)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => compiledMessages(path.join(ENGLISH_CATALOGS, file)));

/** The app's English translator, with every catalog a page may load. */
export const ENGLISH = i18nWith('en', [...clientCatalogs, sharedMessages]);

/** What the app gives every page first: its language, here English (a render's `wrapper`). */
export function English({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={ENGLISH}>{children}</I18nProvider>;
}

/** Testing Library's `render`, inside the app's English translator. */
export function render(ui: ReactElement, options?: RenderOptions): RenderResult {
  return renderInDom(ui, { wrapper: English, ...options });
}
