import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  addTranslations,
  removeTranslations,
  seededEnglish,
  type TranslationRow,
} from './content-translation-rows';
import sameTexts from './site-content-same-in-every-language.json';

/** The paths of the texts that read the same in a language as in English, by language, kind, key. */
type SameTexts = Record<string, Record<string, Record<string, string[]>>>;

/** One row per such text, its translation its English. */
function sameRows(): TranslationRow[] {
  return Object.entries(sameTexts as SameTexts).flatMap(([language, kinds]) =>
    Object.entries(kinds).flatMap(([kind, keys]) =>
      Object.entries(keys).flatMap(([key, paths]) =>
        paths.map((path) => {
          const english = seededEnglish(kind, key, path);
          return { language, kind, key, path, value: english ?? '', english };
        }),
      ),
    ),
  );
}

/**
 * The first published content's names, addresses and numbers that read the same in German,
 * French, Russian or Chinese as in English (site-content-same-in-every-language.json: Kandy,
 * Serendib Trails, 500 LKR …), written as that language's text, so that the pages no longer mark
 * them English for want of a translation, and the editor no longer counts them missing.
 */
export class NameContentInEveryLanguage1764900000000 implements MigrationInterface {
  name = 'NameContentInEveryLanguage1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addTranslations(queryRunner, sameRows());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await removeTranslations(queryRunner, sameRows());
  }
}
