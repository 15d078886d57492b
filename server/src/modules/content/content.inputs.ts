import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import type { ContentKind } from '@lanka-tours/shared/content';
import { ContentKindEnum, ENTRY_KEY } from './content.types';

/** One entry, as the editor's queries and mutations name it. */
@ArgsType()
export class ContentEntryArgs {
  @Field(() => ContentKindEnum, { description: "The entry's kind." })
  kind: ContentKind;

  @Field({ description: ENTRY_KEY })
  key: string;
}

@ArgsType()
export class ContentChangeArgs extends ContentEntryArgs {
  @Field(() => Int, { description: "The entry's version when the form was opened." })
  expectedVersion: number;
}

@InputType({ description: 'A new entry of a list kind; its key is its id, days or slug.' })
export class CreateContentEntryInput {
  @Field(() => ContentKindEnum, {
    description: 'The kind of the entry: a list kind for a new one.',
  })
  kind: ContentKind;

  @Field(() => GraphQLJSONObject, { description: 'The document with its English texts.' })
  document: Record<string, unknown>;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'Texts in other languages: {language: {field path: text}}.',
  })
  translations?: Record<string, unknown> | null;
}

@InputType({ description: "A draft of an entry, checked against its kind's fields." })
export class SaveContentDraftInput extends CreateContentEntryInput {
  @Field({ description: "The entry's key." })
  key: string;

  @Field(() => Int, { description: "The entry's version when the form was opened." })
  expectedVersion: number;
}
