import { Arg, Query, Resolver } from 'type-graphql';
import type { ContentKind } from '../../shared/content';
import type { ContentService } from './content.service';
import { ContentDocumentView, ContentKindEnum } from './content.types';

const LANGUAGE = {
  defaultValue: 'en',
  description: 'A language code; a text without a translation is given in English.',
};

/** The published site content, for everyone. */
@Resolver()
export class ContentResolver {
  constructor(private readonly content: ContentService) {}

  @Query(() => [ContentDocumentView], {
    description: 'Every published entry of a kind, in order.',
  })
  siteContent(
    @Arg('kind', () => ContentKindEnum) kind: ContentKind,
    @Arg('language', () => String, LANGUAGE) language: string,
  ): Promise<ContentDocumentView[]> {
    return this.content.published(kind, language);
  }

  @Query(() => ContentDocumentView, { description: 'A published free page by its slug.' })
  contentPage(
    @Arg('slug', () => String) slug: string,
    @Arg('language', () => String, LANGUAGE) language: string,
  ): Promise<ContentDocumentView> {
    return this.content.page(slug, language);
  }
}
