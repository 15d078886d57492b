import { Arg, Args, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import type { ContentKind } from '@lanka-tours/shared/content';
import type { ContentEntriesService } from './content-entries.service';
import { ContentChangeArgs, CreateContentEntryInput } from './content.inputs';
import { ContentEntrySummary, ContentEntryView, ContentKindEnum } from './content.types';

/** Adding, removing and ordering the entries of a list kind. */
@Resolver()
export class ContentEntriesResolver {
  constructor(private readonly entries: ContentEntriesService) {}

  @Mutation(() => ContentEntryView, {
    description: 'Tour guides only. A new entry, as a draft until it is published.',
  })
  createContentEntry(
    @Ctx() { viewer }: RequestContext,
    @Arg('input', () => CreateContentEntryInput, { description: 'The kind and the first draft.' })
    input: CreateContentEntryInput,
  ): Promise<ContentEntryView> {
    return this.entries.create(viewer, input.kind, input.document, input.translations);
  }

  @Mutation(() => String, { description: 'Tour guides only. Removes an entry and its history.' })
  deleteContentEntry(
    @Ctx() { viewer }: RequestContext,
    @Args(() => ContentChangeArgs) { kind, key, expectedVersion }: ContentChangeArgs,
  ): Promise<string> {
    return this.entries.remove(viewer, kind, key, expectedVersion);
  }

  @Mutation(() => [ContentEntrySummary], {
    description: 'Tour guides only. `keys` names every entry of the kind once, in the new order.',
  })
  reorderContent(
    @Ctx() { viewer }: RequestContext,
    @Arg('kind', () => ContentKindEnum, { description: 'A list kind.' }) kind: ContentKind,
    @Arg('keys', () => [String], { description: 'Every key of the kind once, in the new order.' })
    keys: string[],
  ): Promise<ContentEntrySummary[]> {
    return this.entries.reorder(viewer, kind, keys);
  }
}
