import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CONTENT_KIND_NAMES, type ContentKind, type TextChange } from '@lanka-tours/shared/content';
import type { RevisionState } from './content-store';
import { CONTENT_KIND_DESCRIPTION, CONTENT_KIND_DESCRIPTIONS } from './content-kind-descriptions';
import { ENTRY_LABEL } from './entry-labels';

export const ENTRY_KEY =
  "The entry's key: a destination's id, a plan's days, a page's slug, a section's name.";
const POSITION = 'Its place in the list of its kind, from 0.';

export const ContentKindEnum = Object.fromEntries(
  CONTENT_KIND_NAMES.map((kind) => [kind, kind]),
) as { [K in ContentKind]: K };
registerEnumType(ContentKindEnum, {
  name: 'ContentKind',
  description: CONTENT_KIND_DESCRIPTION,
  valuesConfig: CONTENT_KIND_DESCRIPTIONS,
});

const RevisionStateEnum = { draft: 'draft', published: 'published', archived: 'archived' } as const;
registerEnumType(RevisionStateEnum, {
  name: 'ContentRevisionState',
  description: 'Where a revision stands in the life of its entry.',
  valuesConfig: {
    draft: { description: 'Saved, not yet seen by visitors.' },
    published: { description: 'The version visitors see.' },
    archived: { description: 'Replaced by a later draft or publish; it can be restored.' },
  },
});

@ObjectType({ description: 'One published entry of site content, in the language asked for.' })
export class ContentDocumentView {
  @Field(() => ContentKindEnum, { description: 'The kind asked for.' })
  kind: ContentKind;

  @Field({ description: ENTRY_KEY })
  key: string;

  @Field(() => GraphQLJSONObject, {
    description:
      "The kind's fields (a section kind's: the section's), in the language asked for; " +
      'openapi.json (/api/docs) gives each as a schema: DestinationDocument, HomeSectionHeroDocument …',
  })
  document: Record<string, unknown>;

  @Field(() => [String], {
    description:
      "The paths of the document's texts shown in English for want of a translation " +
      "('fullDetails.attractions.0.name'); none in English.",
  })
  englishTexts: string[];
}

@ObjectType({
  description: 'One saved version of an entry; a publish or restore never rewrites it.',
})
export class ContentRevisionView {
  @Field(() => Int, { description: '1, 2, 3 … for each entry.' })
  number: number;

  @Field(() => RevisionStateEnum, { description: 'Draft, published or archived.' })
  state: RevisionState;

  @Field(() => GraphQLJSONObject, { description: 'The document with its English texts.' })
  document: Record<string, unknown>;

  @Field(() => GraphQLJSONObject, {
    description: 'Texts in other languages: {language: {field path: text}}.',
  })
  translations: Record<string, Record<string, string>>;

  @Field(() => String, { nullable: true, description: 'Who saved it; none for the first version.' })
  authorName: string | null;

  @Field({ description: 'When it was saved.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was published; null if never.' })
  publishedAt: Date | null;
}

export const TEXT_CHANGE_DESCRIPTIONS = {
  change: 'A text that differs from the revision before, in one language.',
  path: "The field's path: 'fullDetails.attractions.0.name'.",
  language: 'en, de, fr, ru or zh.',
  before: 'The text in the revision before; null where it had none.',
  after: 'The text in this revision; null where it has none.',
  changedFields:
    "The schema's own fields (a group counts as one) that differ from the revision before, in the form's order; null for the first revision.",
  textChanges:
    "Each text that differs from the revision before, in the form's order, English first; null for the first revision.",
  restorable:
    'Whether restoring it would change the entry: its content differs from the newest revision.',
};

@ObjectType({ description: TEXT_CHANGE_DESCRIPTIONS.change })
export class ContentTextChangeView implements TextChange {
  @Field({ description: TEXT_CHANGE_DESCRIPTIONS.path })
  path: string;

  @Field({ description: TEXT_CHANGE_DESCRIPTIONS.language })
  language: string;

  @Field(() => String, { nullable: true, description: TEXT_CHANGE_DESCRIPTIONS.before })
  before: string | null;

  @Field(() => String, { nullable: true, description: TEXT_CHANGE_DESCRIPTIONS.after })
  after: string | null;
}

@ObjectType({
  description:
    'A revision in the history: what it changed of the one before, and whether restoring it changes anything.',
})
export class ContentHistoryRevisionView extends ContentRevisionView {
  @Field(() => [String], { nullable: true, description: TEXT_CHANGE_DESCRIPTIONS.changedFields })
  changedFields: string[] | null;

  @Field(() => [ContentTextChangeView], {
    nullable: true,
    description: TEXT_CHANGE_DESCRIPTIONS.textChanges,
  })
  textChanges: ContentTextChangeView[] | null;

  @Field({ description: TEXT_CHANGE_DESCRIPTIONS.restorable })
  restorable: boolean;
}

/**
 * What names an entry and places it in its kind, as the editor's list and form both show it;
 * the schema has its fields in those two types only, as no answer is of this one.
 */
@ObjectType({ description: 'What names an entry and places it in its kind.' })
class ContentEntryHead {
  @Field(() => ContentKindEnum, { description: 'Its kind.' })
  kind: ContentKind;

  @Field({ description: ENTRY_KEY })
  key: string;

  @Field({ description: ENTRY_LABEL })
  label: string;

  @Field(() => Int, { description: POSITION })
  position: number;
}

@ObjectType({ description: 'An entry as the editor lists it.' })
export class ContentEntrySummary extends ContentEntryHead {
  @Field(() => Int, { description: 'Raised by every save, publish and restore.' })
  version: number;

  @Field({ description: 'Whether visitors see a version of it.' })
  published: boolean;

  @Field({ description: 'Whether a draft waits to be published.' })
  hasDraft: boolean;
}

@ObjectType({ description: 'An entry with its published version and its draft, for the editor.' })
export class ContentEntryView extends ContentEntryHead {
  @Field(() => Int, { description: 'Send it back with a save, so a stale form is refused.' })
  version: number;

  @Field(() => ContentRevisionView, {
    nullable: true,
    description: 'The version visitors see; null before the first publish.',
  })
  published: ContentRevisionView | null;

  @Field(() => ContentRevisionView, {
    nullable: true,
    description: 'The draft waiting to be published; null when there is none.',
  })
  draft: ContentRevisionView | null;
}

@ObjectType({ description: 'A picture for a content field: its address, size and alt text.' })
export class ContentPicture {
  @Field({ description: 'Its address under /media, for the picture field’s src.' })
  src: string;

  @Field({ description: 'What the picture shows, for people who cannot see it.' })
  alt: string;

  @Field(() => Int, { description: 'In pixels.' })
  width: number;

  @Field(() => Int, { description: 'In pixels.' })
  height: number;
}
