import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CONTENT_KIND_NAMES, type ContentKind } from '../../shared/content';
import type { RevisionState } from './content-store';

export const ContentKindEnum = Object.fromEntries(
  CONTENT_KIND_NAMES.map((kind) => [kind, kind]),
) as { [K in ContentKind]: K };
registerEnumType(ContentKindEnum, {
  name: 'ContentKind',
  description: 'A kind of site content: a list (destinations, FAQ items …) or a page’s sections.',
});

const RevisionStateEnum = { draft: 'draft', published: 'published', archived: 'archived' } as const;
registerEnumType(RevisionStateEnum, { name: 'ContentRevisionState' });

@ObjectType({ description: 'One published entry of site content, in the language asked for.' })
export class ContentDocumentView {
  @Field(() => ContentKindEnum)
  kind: ContentKind;

  @Field({ description: "The entry's key: a destination's id, a plan's days, a page's slug …" })
  key: string;

  @Field(() => GraphQLJSONObject, { description: "Typed by the kind's schema (shared/content)." })
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

  @Field(() => RevisionStateEnum)
  state: RevisionState;

  @Field(() => GraphQLJSONObject, { description: 'The document with its English texts.' })
  document: Record<string, unknown>;

  @Field(() => GraphQLJSONObject, {
    description: 'Texts in other languages: {language: {field path: text}}.',
  })
  translations: Record<string, Record<string, string>>;

  @Field(() => String, { nullable: true, description: 'Who saved it; none for the first version.' })
  authorName: string | null;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  publishedAt: Date | null;
}

@ObjectType({ description: 'An entry as the editor lists it.' })
export class ContentEntrySummary {
  @Field(() => ContentKindEnum)
  kind: ContentKind;

  @Field()
  key: string;

  @Field({ description: 'Its English title, name or question; else its key.' })
  label: string;

  @Field(() => Int)
  position: number;

  @Field(() => Int, { description: 'Raised by every save, publish and restore.' })
  version: number;

  @Field()
  published: boolean;

  @Field({ description: 'Whether a draft waits to be published.' })
  hasDraft: boolean;
}

@ObjectType({ description: 'An entry with its published version and its draft, for the editor.' })
export class ContentEntryView {
  @Field(() => ContentKindEnum)
  kind: ContentKind;

  @Field()
  key: string;

  @Field(() => Int)
  position: number;

  @Field(() => Int, { description: 'Send it back with a save, so a stale form is refused.' })
  version: number;

  @Field(() => ContentRevisionView, { nullable: true })
  published: ContentRevisionView | null;

  @Field(() => ContentRevisionView, { nullable: true })
  draft: ContentRevisionView | null;
}

@ObjectType({ description: 'A picture for a content field: its address, size and alt text.' })
export class ContentPicture {
  @Field()
  src: string;

  @Field()
  alt: string;

  @Field(() => Int)
  width: number;

  @Field(() => Int)
  height: number;
}
