import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import type { ContentKind } from '@lanka-tours/shared/content';
import type { ContentEditorService } from './content-editor.service';
import { ContentChangeArgs, ContentEntryArgs, SaveContentDraftInput } from './content.inputs';
import {
  ContentEntrySummary,
  ContentEntryView,
  ContentHistoryRevisionView,
  ContentKindEnum,
  ContentRevisionView,
} from './content.types';

const GUIDES = 'Tour guides only.';

/** The tour guides' editor: an entry's draft, its publishing and its history. */
@Resolver()
export class ContentEditorResolver {
  constructor(private readonly editor: ContentEditorService) {}

  @Query(() => [ContentEntrySummary], { description: `${GUIDES} Every entry of a kind.` })
  contentEntries(
    @Ctx() { viewer }: RequestContext,
    @Arg('kind', () => ContentKindEnum, { description: 'The kind whose entries are wanted.' })
    kind: ContentKind,
  ): Promise<ContentEntrySummary[]> {
    return this.editor.list(viewer, kind);
  }

  @Query(() => ContentEntryView, { description: `${GUIDES} An entry with its draft.` })
  contentEntry(
    @Ctx() { viewer }: RequestContext,
    @Args(() => ContentEntryArgs) { kind, key }: ContentEntryArgs,
  ): Promise<ContentEntryView> {
    return this.editor.get(viewer, kind, key);
  }

  @Query(() => [ContentHistoryRevisionView], {
    description: `${GUIDES} Every revision, newest first, with what each changed.`,
  })
  contentRevisions(
    @Ctx() { viewer }: RequestContext,
    @Args(() => ContentEntryArgs) { kind, key }: ContentEntryArgs,
  ): Promise<ContentHistoryRevisionView[]> {
    return this.editor.revisions(viewer, kind, key);
  }

  @Query(() => ContentRevisionView, { description: `${GUIDES} One revision, whole.` })
  contentRevision(
    @Ctx() { viewer }: RequestContext,
    @Args(() => ContentEntryArgs) { kind, key }: ContentEntryArgs,
    @Arg('number', () => Int, { description: 'The number of the revision.' }) number: number,
  ): Promise<ContentRevisionView> {
    return this.editor.revision(viewer, kind, key, number);
  }

  @Mutation(() => ContentEntryView, {
    description: `${GUIDES} Saves a new draft; refused when the entry changed since expectedVersion.`,
  })
  saveContentDraft(
    @Ctx() { viewer }: RequestContext,
    @Arg('input', () => SaveContentDraftInput, { description: 'The entry and its new draft.' })
    input: SaveContentDraftInput,
  ): Promise<ContentEntryView> {
    return this.editor.saveDraft(viewer, input);
  }

  @Mutation(() => ContentEntryView, { description: `${GUIDES} Publishes the draft.` })
  publishContent(
    @Ctx() { viewer }: RequestContext,
    @Args(() => ContentChangeArgs) { kind, key, expectedVersion }: ContentChangeArgs,
  ): Promise<ContentEntryView> {
    return this.editor.publish(viewer, kind, key, expectedVersion);
  }

  @Mutation(() => ContentEntryView, {
    description: `${GUIDES} A new draft with the content of an earlier revision.`,
  })
  restoreContentRevision(
    @Ctx() { viewer }: RequestContext,
    @Args(() => ContentChangeArgs) { kind, key, expectedVersion }: ContentChangeArgs,
    @Arg('number', () => Int, { description: 'The number of the revision to restore.' })
    number: number,
  ): Promise<ContentEntryView> {
    return this.editor.restore(viewer, { kind, key, number }, expectedVersion);
  }
}
