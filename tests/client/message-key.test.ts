import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { Messages } from '@lingui/core';
import { keyedCatalogs } from '../../client/build/keyed-catalogs';
import { i18nWith } from '../../client/src/lib/translator';
import { translateMessage } from '../../client/src/lib/translate-message';

const LOCALES = path.resolve(__dirname, '../../client/src/locales');

type Transform = (code: string, id: string) => { code: string } | null;

/** A compiled catalog as the build hands it to the browser, with its messages. */
function built(file: string, plugin = keyedCatalogs()) {
  const code = fs.readFileSync(file, 'utf8');
  const output = (plugin.transform as Transform)(code, file)?.code ?? code;
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(output)?.[1] ?? '""';
  return { output, messages: JSON.parse(vm.runInNewContext(literal) as string) as Messages };
}

describe('catalogs keyed by their messages', () => {
  const german = built(path.join(LOCALES, 'de/home.ts')).messages;

  it('ship a translation without its English words, and translate by them', () => {
    expect(Object.keys(german)).not.toContain('Book a Guide');
    expect(JSON.stringify(german)).not.toContain('Places in');

    const i18n = i18nWith('de', [german]);
    expect(i18n._('Book a Guide')).toBe('Reiseleiter buchen');
    expect(i18n._('Places in {region}', { region: 'Kandy' })).toBe('Orte in Kandy');
    expect(i18n._({ id: 'Book a Guide' })).toBe('Reiseleiter buchen');
    expect(translateMessage(i18n, 'Book a Guide')).toBe('Reiseleiter buchen');
  });

  it('leave English catalogs keyed by their words', () => {
    const file = path.join(LOCALES, 'en/home.ts');
    const english = built(file);
    expect(english.output).toBe(fs.readFileSync(file, 'utf8'));
    expect(i18nWith('en', [english.messages])._('Book a Guide')).toBe('Book a Guide');
  });

  it('report a message that no loaded catalog has by its words, and show them', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = i18nWith('de', [german]);
    expect(i18n._('Not in any catalog')).toBe('Not in any catalog');
    expect(translateMessage(i18n, 'A name')).toBe('A name');
    expect(errors).toHaveBeenCalledWith('Missing message in de: Not in any catalog');
    errors.mockRestore();
  });

  it('stop the build when two messages share a key', () => {
    // Two texts whose FNV-1a hashes are equal.
    const clash = JSON.stringify(
      JSON.stringify({ 'Message 1039599': ['Eins'], 'Message 1222382': ['Zwei'] }),
    );
    const code = `export const messages=JSON.parse(${clash});`;
    const transform = keyedCatalogs().transform as Transform;
    expect(() => transform(code, '/site/client/src/locales/de/clash.ts')).toThrow(
      'Messages "Message 1039599" and "Message 1222382" share the key',
    );
  });
});
