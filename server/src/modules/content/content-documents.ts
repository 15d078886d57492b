import { AppError } from '../../common/errors';
import { contentFieldMessages } from '../../common/i18n';
import {
  contentMessages as say,
  DEFAULT_LANGUAGE,
  isContentKind,
  isLanguage,
  isRecord,
  joinDocument,
  MARKDOWN_MAX_LENGTH,
  schemaOf,
  splitDocument,
  validateDocument,
  type ContentKind,
  type ObjectField,
} from '@lanka-tours/shared/content';
import type { NewRevision, RevisionRow, TextsByLanguage } from './content-store';

export function kindOf(name: string): ContentKind {
  if (!isContentKind(name)) throw new AppError('NOT_FOUND', say.unknownKind);
  return name;
}

export function languageOf(code: string | undefined): string {
  const language = code || DEFAULT_LANGUAGE;
  if (!isLanguage(language)) throw AppError.invalidInput({ language: say.languageInvalid });
  return language;
}

/** The fields of an entry; a key that names no section of the kind is not found. */
export function schemaFor(kind: ContentKind, key: string): ObjectField {
  const schema = schemaOf(kind, key);
  if (!schema) throw new AppError('NOT_FOUND', say.notFound);
  return schema;
}

/** A revision's document in a language, each text falling back to English where it has none. */
export function documentIn(
  schema: ObjectField,
  revision: Pick<RevisionRow, 'data' | 'texts'>,
  language: string,
) {
  const own = revision.texts[language] ?? {};
  const english = revision.texts[DEFAULT_LANGUAGE] ?? {};
  return joinDocument(schema, revision.data, (path) => own[path] ?? english[path]);
}

/**
 * The paths of a revision's texts that a reader of `language` gets in English, having no
 * translation of their own (none in English itself, nor an empty one: a decorative picture's
 * alt), in path order.
 */
export function englishTextsIn(revision: Pick<RevisionRow, 'texts'>, language: string): string[] {
  if (language === DEFAULT_LANGUAGE) return [];
  const own = revision.texts[language] ?? {};
  return Object.entries(revision.texts[DEFAULT_LANGUAGE] ?? {})
    .filter(([path, english]) => english.trim() && !own[path])
    .map(([path]) => path)
    .sort();
}

/** A revision's texts in every language but English, by language and path. */
export function translationsOf(revision: RevisionRow): TextsByLanguage {
  return Object.fromEntries(
    Object.entries(revision.texts).filter(([language]) => language !== DEFAULT_LANGUAGE),
  );
}

/**
 * A document and its translations as they are stored, after every check: the document against
 * its schema (with each field's message), each translation against the English texts it
 * translates. An empty translation is no translation.
 */
export function revisionFrom(
  schema: ObjectField,
  document: unknown,
  translations: unknown,
  authorId: string,
): NewRevision {
  const problems = validateDocument(schema, document, contentFieldMessages());
  if (Object.keys(problems).length) throw AppError.invalidInput(problems);
  if (translations !== undefined && translations !== null && !isRecord(translations)) {
    throw AppError.invalidInput({ translations: say.unknownTranslationField });
  }
  const { data, texts } = splitDocument(schema, document as object);
  const all: TextsByLanguage = { [DEFAULT_LANGUAGE]: texts };
  for (const [language, byPath] of Object.entries(isRecord(translations) ? translations : {})) {
    all[language] = translatedTexts(language, byPath, texts);
  }
  return { data, texts: all, authorId };
}

function translatedTexts(
  language: string,
  byPath: unknown,
  english: Record<string, string>,
): Record<string, string> {
  const field = `translations.${language}`;
  if (language === DEFAULT_LANGUAGE)
    throw AppError.invalidInput({ [field]: say.englishInTranslations });
  if (!isLanguage(language)) throw AppError.invalidInput({ [field]: say.languageInvalid });
  if (!isRecord(byPath)) throw AppError.invalidInput({ [field]: say.unknownTranslationField });
  const texts: Record<string, string> = {};
  for (const [path, value] of Object.entries(byPath)) {
    const valid = Object.hasOwn(english, path) && typeof value === 'string';
    if (!valid) throw AppError.invalidInput({ [`${field}.${path}`]: say.unknownTranslationField });
    if (value.length > MARKDOWN_MAX_LENGTH) {
      throw AppError.invalidInput({
        [`${field}.${path}`]: contentFieldMessages().tooLong('Translation', MARKDOWN_MAX_LENGTH),
      });
    }
    if (value.trim()) texts[path] = value;
  }
  return texts;
}
