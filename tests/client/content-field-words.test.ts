import type { Messages } from '@lingui/core';
import { CONTENT_KINDS, fieldWords, type Field } from '@lanka-tours/shared/content';
import { CONTENT_FIELD_WORDS } from '@lanka-tours/shared/texts';
import { messages as de } from '@lanka-tours/shared/locales/de/content';
import { messages as fr } from '@lanka-tours/shared/locales/fr/content';
import { messages as ru } from '@lanka-tours/shared/locales/ru/content';
import { messages as zh } from '@lanka-tours/shared/locales/zh/content';

/** Every word the editor names a schema's fields, sections and choices by. */
function schemaWords(): Set<string> {
  const words = new Set<string>();
  const visit = (field: Field, label: string) => {
    words.add(label);
    if (field.type === 'list') visit(field.of, field.of.label ?? label);
    if (field.type === 'object') {
      for (const [key, child] of Object.entries(field.fields)) {
        visit(child, child.label ?? fieldWords(key));
      }
    }
    if (field.type === 'choice') field.options.forEach((option) => words.add(option));
  };
  for (const kind of Object.values(CONTENT_KINDS)) {
    if (kind.list)
      Object.entries(kind.schema.fields).forEach(([key, f]) =>
        visit(f, f.label ?? fieldWords(key)),
      );
    else
      Object.entries(kind.sections).forEach(([name, section]) => visit(section, fieldWords(name)));
  }
  return words;
}

test.each([
  ['German', de],
  ['French', fr],
  ['Russian', ru],
  ['Chinese', zh],
] as [string, Messages][])(
  'the editor names every field, section and choice in %s',
  (_, catalog) => {
    const untranslated = [...schemaWords()].filter((words) => !Object.hasOwn(catalog, words));
    expect(untranslated).toEqual([]);
  },
);

test("every field, section and choice of a schema is among the words the server's messages name", () => {
  expect([...schemaWords()].filter((words) => !CONTENT_FIELD_WORDS.has(words))).toEqual([]);
});
