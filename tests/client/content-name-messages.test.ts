import type { Messages } from '@lingui/core';
import { CONTENT_KINDS, labelFromKey, type Field } from '@lanka-tours/shared/content';
import { CONTENT_NAME_MESSAGES } from '@lanka-tours/shared/messages';
import { messages as de } from '@lanka-tours/shared/locales/de/content';
import { messages as fr } from '@lanka-tours/shared/locales/fr/content';
import { messages as ru } from '@lanka-tours/shared/locales/ru/content';
import { messages as zh } from '@lanka-tours/shared/locales/zh/content';

/** Every word the editor names a schema's fields, sections and choices by. */
function schemaNameMessages(): Set<string> {
  const words = new Set<string>();
  const visit = (field: Field, label: string) => {
    words.add(label);
    if (field.type === 'list') visit(field.of, field.of.label ?? label);
    if (field.type === 'object') {
      for (const [key, child] of Object.entries(field.fields)) {
        visit(child, child.label ?? labelFromKey(key));
      }
    }
    if (field.type === 'choice') field.options.forEach((option) => words.add(option));
  };
  for (const kind of Object.values(CONTENT_KINDS)) {
    if (kind.list)
      Object.entries(kind.schema.fields).forEach(([key, f]) =>
        visit(f, f.label ?? labelFromKey(key)),
      );
    else
      Object.entries(kind.sections).forEach(([name, section]) =>
        visit(section, labelFromKey(name)),
      );
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
    const untranslated = [...schemaNameMessages()].filter(
      (words) => !Object.hasOwn(catalog, words),
    );
    expect(untranslated).toEqual([]);
  },
);

test("every field, section and choice of a schema is among the words the server's messages name", () => {
  expect([...schemaNameMessages()].filter((words) => !CONTENT_NAME_MESSAGES.has(words))).toEqual(
    [],
  );
});
