import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  addTranslations,
  removeTranslations,
  seededEnglish,
  type TranslationRow,
} from './content-translation-rows';
import translations from './site-content-translations.json';

/** Each translated text, by language, kind, key and field path. */
type Translations = Record<string, Record<string, Record<string, Record<string, string>>>>;

/** One row per translated text, beside the English words it translates. */
function translatedRows(): TranslationRow[] {
  return Object.entries(translations as Translations).flatMap(([language, kinds]) =>
    Object.entries(kinds).flatMap(([kind, keys]) =>
      Object.entries(keys).flatMap(([key, paths]) =>
        Object.entries(paths).map(([path, value]) => ({
          language,
          kind,
          key,
          path,
          value,
          english: seededEnglish(kind, key, path),
        })),
      ),
    ),
  );
}

/**
 * The first published content in German, French, Russian and Chinese (its texts in
 * site-content-translations.json), where the published revision still has the English words
 * each text translates.
 */
export class TranslateSiteContent1764800000000 implements MigrationInterface {
  name = 'TranslateSiteContent1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addTranslations(queryRunner, translatedRows());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await removeTranslations(queryRunner, translatedRows());
  }
}
