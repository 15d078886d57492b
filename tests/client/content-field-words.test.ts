import type { Messages } from '@lingui/core';
import { CONTENT_KINDS, fieldWords, type Field } from '../../server/src/shared/content';
import { messages as de } from '../../client/src/locales/de/content-editor';
import { messages as fr } from '../../client/src/locales/fr/content-editor';
import { messages as ru } from '../../client/src/locales/ru/content-editor';
import { messages as zh } from '../../client/src/locales/zh/content-editor';

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
