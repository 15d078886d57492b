import type { I18n } from '@lingui/core';
import {
  CONTENT_KINDS,
  contentMessages,
  validateDocument,
  type Field,
  type FieldMessages,
} from '@lanka-tours/shared/content';
import { messages as sharedGerman } from '@lanka-tours/shared/locales/de';
import { CONTENT_SHAPES, contentFieldMessagesIn } from '@lanka-tours/shared/messages';
import { i18nWith } from '../../client/src/lib/translator';
import { translateMessage } from '../../client/src/lib/translate-message';
import { ENGLISH } from './support/english';

/** Each saying with the arguments it takes, as validation gives them. */
const SAMPLES: [keyof FieldMessages, unknown[]][] = [
  ['required', ['Title']],
  ['notText', ['Title']],
  ['tooLong', ['Title', 1000]],
  ['notNumber', ['Latitude']],
  ['notWhole', ['Width']],
  ['outOfRange', ['Latitude', -90, 90]],
  ['notBoolean', ['Featured']],
  ['badShape', ['Slug', 'lower-case words joined by hyphens']],
  ['notAnOption', ['Category', ['Cultural', 'Beach']]],
  ['notGroup', ['Details']],
  ['notList', ['Attractions']],
  ['tooFew', ['Attractions', 1]],
  ['tooFew', ['Attractions', 2]],
  ['tooMany', ['Attractions', 12]],
  ['unknownField', ['Colour']],
  ['keyChanged', ['Slug']],
  ['keyTaken', ['Slug']],
  ['takenBySite', ['Slug']],
];

const sayingsIn = (i18n: I18n) => contentFieldMessagesIn((text) => translateMessage(i18n, text));

const sayOf = (sayings: FieldMessages, key: keyof FieldMessages, args: unknown[]) => {
  const saying = sayings[key];
  return typeof saying === 'string' ? saying : (saying as (...a: unknown[]) => string)(...args);
};

describe("the content editor's messages about a field", () => {
  test.each(SAMPLES)('%s reads in English exactly as the server says it', (key, args) => {
    const english = sayingsIn(ENGLISH);

    expect(sayOf(english, key, args)).toBe(sayOf(contentMessages, key, args));
  });

  test('are in German on a German page, naming the field and its choices in German', () => {
    const german = i18nWith('de', [sharedGerman]);
    const sayings = sayingsIn(german);
    const faq = CONTENT_KINDS.faqItem.schema;

    const problems = validateDocument(faq, { question: ' ', answer: 'Yes.' }, sayings);

    expect(problems.question).toBe(`${translateMessage(german, 'Question')} ist erforderlich`);
    expect(sayings.badShape('Slug', 'lower-case words joined by hyphens')).not.toMatch(
      /lower-case/,
    );
    expect(sayings.tooFew('Attractions', 2)).toContain(translateMessage(german, 'Attractions'));
  });

  test('every shape a schema asks for is marked for the catalogs', () => {
    const shapes = new Set<string>();
    const visit = (field: Field) => {
      if (field.type === 'code') shapes.add(field.shape);
      if (field.type === 'list') visit(field.of);
      if (field.type === 'object') Object.values(field.fields).forEach(visit);
    };
    for (const kind of Object.values(CONTENT_KINDS)) {
      if ('schema' in kind) visit(kind.schema);
      else Object.values(kind.sections).forEach(visit);
    }
    expect([...shapes].filter((shape) => !CONTENT_SHAPES.includes(shape))).toEqual([]);
  });
});
