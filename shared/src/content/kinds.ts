import { destinationSchema } from './destination';
import type { ObjectField, ValueOf } from './fields';
import { HOME_SECTIONS } from './home';
import {
  ABOUT_SECTIONS,
  CONTACT_SECTIONS,
  DESTINATIONS_SECTIONS,
  pageSchema,
  SERVICES_SECTIONS,
} from './pages';
import { brandSchema, faqItemSchema, serviceCardSchema, teamMemberSchema } from './site';
import { dayPlanSchema, extendedPlanSchema, popularPlanSchema } from './tour-plans';

/** A kind whose entries editors add, remove and reorder; each entry's key is one of its fields. */
export interface ListKind {
  list: true;
  schema: ObjectField;
  keyField: string;
}

/** A kind with a fixed set of entries, each with its own fields (Home's sections, say). */
export interface SectionKind {
  list: false;
  sections: Record<string, ObjectField>;
}

const listOf = <Schema extends ObjectField>(schema: Schema, keyField = 'id') => ({
  list: true as const,
  schema,
  keyField,
});
const sections = <Shapes extends Record<string, ObjectField>>(shapes: Shapes) => ({
  list: false as const,
  sections: shapes,
});

/** Every kind of content the public pages show. */
export const CONTENT_KINDS = {
  destination: listOf(destinationSchema),
  dayPlan: listOf(dayPlanSchema, 'days'),
  popularPlan: listOf(popularPlanSchema),
  extendedPlan: listOf(extendedPlanSchema, 'days'),
  serviceCard: listOf(serviceCardSchema),
  faqItem: listOf(faqItemSchema),
  teamMember: listOf(teamMemberSchema),
  page: listOf(pageSchema, 'slug'),
  homeSection: sections(HOME_SECTIONS),
  aboutSection: sections(ABOUT_SECTIONS),
  contactSection: sections(CONTACT_SECTIONS),
  servicesSection: sections(SERVICES_SECTIONS),
  destinationsSection: sections(DESTINATIONS_SECTIONS),
  brand: sections({ brand: brandSchema }),
} as const satisfies Record<string, ListKind | SectionKind>;

export type ContentKind = keyof typeof CONTENT_KINDS;

type Kinds = typeof CONTENT_KINDS;
/** The kinds whose entries editors add, remove and reorder (destinations, FAQ items …). */
export type ListKindName = {
  [K in ContentKind]: Kinds[K] extends ListKind ? K : never;
}[ContentKind];
/** The kinds made of a fixed set of sections (Home's, the brand …). */
export type SectionKindName = Exclude<ContentKind, ListKindName>;
export type SectionName<K extends SectionKindName> = keyof Kinds[K]['sections'] & string;

/** One published document of a list kind, as the pages read it. */
export type DocumentOf<K extends ListKindName> = ValueOf<Kinds[K]['schema']>;
/** One section of a section kind, as the pages read it. */
export type SectionOf<K extends SectionKindName, S extends SectionName<K>> = ValueOf<
  Kinds[K]['sections'][S]
>;
export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as ContentKind[];

export function isContentKind(name: string): name is ContentKind {
  return Object.hasOwn(CONTENT_KINDS, name);
}

/** The fields of one entry: its kind's, or its section's; undefined for a section that is not. */
export function schemaOf(kind: ContentKind, key: string): ObjectField | undefined {
  const spec: ListKind | SectionKind = CONTENT_KINDS[kind];
  if (spec.list) return spec.schema;
  return Object.hasOwn(spec.sections, key) ? spec.sections[key] : undefined;
}

/** The key an entry of a list kind takes from its document: `id`, `days` or `slug`. */
export function keyOfDocument(spec: ListKind, document: Record<string, unknown>): string {
  const value = document[spec.keyField];
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

/** The texts an entry is named by (its name, title or question), in order of preference. */
export const ENTRY_LABEL_PATHS = ['name', 'title', 'question', 'hero.title'] as const;

/** Language codes: 'en', 'si', 'ta', 'de', 'pt-BR'. English is required for every text. */
export const DEFAULT_LANGUAGE = 'en';
const LANGUAGE = /^[a-z]{2,3}(-[A-Z]{2})?$/;
export const isLanguage = (code: string) => LANGUAGE.test(code);
