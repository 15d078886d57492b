// The first published version of the site's content, as the pages read it: the seed of the
// migration that created the content tables, each entry joined from its data and English texts.
import fs from 'node:fs';
import path from 'node:path';
import {
  joinDocument,
  schemaOf,
  type ContentKind,
  type DocumentOf,
  type ListKindName,
  type SectionKindName,
  type SectionName,
  type SectionOf,
} from '@lanka-tours/shared/content';
import {
  altTextsFrom,
  asPicture,
  ILLUSTRATION_SIZE,
  mapPictures,
} from '../../server/src/db/migrations/content-address-pictures';
import { withExchangeRates } from '../../server/src/db/migrations/starting-exchange-rates';
import { withStartingPrices } from '../../server/src/db/migrations/tour-option-prices';

interface SeedEntry {
  kind: ContentKind;
  key: string;
  data: Record<string, unknown>;
  texts: Record<string, string>;
}

const SEED_FILE = path.resolve(__dirname, '../../server/src/db/migrations/site-content-seed.json');
const ENTRIES = (JSON.parse(fs.readFileSync(SEED_FILE, 'utf8')) as { entries: SeedEntry[] })
  .entries;

/**
 * An entry as the migrations leave it: with the pictures that were once given by address, the
 * tour plans' options priced, and the brand's exchange rates set.
 */
const MIGRATED: Partial<
  Record<ContentKind, (data: Record<string, unknown>) => Record<string, unknown>>
> = {
  dayPlan: withStartingPrices,
  brand: withExchangeRates,
};

function joined({ kind, key, data, texts }: SeedEntry): unknown {
  const migrated = MIGRATED[kind]?.(data) ?? data;
  const withPictures = mapPictures(
    kind,
    migrated,
    asPicture(() => ILLUSTRATION_SIZE),
  );
  const allTexts = { ...texts, ...altTextsFrom(kind, texts) };
  return joinDocument(schemaOf(kind, key)!, withPictures, (field) => allTexts[field]);
}

/** The seeded documents of a list kind, in order. */
export function seedDocuments<K extends ListKindName>(kind: K): DocumentOf<K>[] {
  return ENTRIES.filter((entry) => entry.kind === kind).map(joined) as DocumentOf<K>[];
}

/** One seeded section of a section kind. */
export function seedSection<K extends SectionKindName, S extends SectionName<K>>(
  kind: K,
  section: S,
): SectionOf<K, S> {
  const entry = ENTRIES.find((candidate) => candidate.kind === kind && candidate.key === section);
  if (!entry) throw new Error(`No seeded ${kind} section ${section}`);
  return joined(entry) as SectionOf<K, S>;
}

/** Every seeded entry of a kind as the public reads answer it: `{kind, key, document}`. */
export function seedEntries(kind: ContentKind) {
  return ENTRIES.filter((entry) => entry.kind === kind).map((entry) => ({
    kind,
    key: entry.key,
    document: joined(entry) as Record<string, unknown>,
  }));
}

export const SEED_BRAND = seedSection('brand', 'brand');
