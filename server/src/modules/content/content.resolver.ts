import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import type { ContentKind } from '@lanka-tours/shared/content';
import type { ContentService } from './content.service';
import { ContentDocumentView, ContentKindEnum } from './content.types';

const LANGUAGE = {
  defaultValue: 'en',
  description: 'A language code; a text without a translation is given in English.',
};

const PREVIEW = {
  defaultValue: false,
  description: "Tour guides only: each entry's draft where it has one, else its published version.",
};

/** The published site content, for everyone; a tour guide may preview the drafts. */
@Resolver()
export class ContentResolver {
  constructor(private readonly content: ContentService) {}

  @Query(() => [ContentDocumentView], {
    description: 'Every published entry of a kind, in order.',
  })
  siteContent(
    @Ctx() { viewer }: RequestContext,
    @Arg('kind', () => ContentKindEnum, { description: 'The kind whose entries are wanted.' })
    kind: ContentKind,
    @Arg('language', () => String, LANGUAGE) language: string,
    @Arg('preview', () => Boolean, PREVIEW) preview: boolean,
  ): Promise<ContentDocumentView[]> {
    return this.content.published(kind, language, preview ? viewer : undefined);
  }

  @Query(() => ContentDocumentView, { description: 'A published free page by its slug.' })
  contentPage(
    @Ctx() { viewer }: RequestContext,
    @Arg('slug', () => String, {
      description: "The page's slug, as in its address: lower-case words joined by hyphens.",
    })
    slug: string,
    @Arg('language', () => String, LANGUAGE) language: string,
    @Arg('preview', () => Boolean, PREVIEW) preview: boolean,
  ): Promise<ContentDocumentView> {
    return this.content.page(slug, language, preview ? viewer : undefined);
  }
}
