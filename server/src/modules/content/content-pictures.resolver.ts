import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { openUploads, Upload } from '../../graphql/upload-scalar';
import { TEXT_MAX_LENGTH } from '@lanka-tours/shared/content';
import type { ContentPictureService } from './content-pictures.service';
import { ContentPicture } from './content.types';

const ALT = `Required: what the picture shows, for people who cannot see it; at most ${TEXT_MAX_LENGTH} characters.`;

/** Pictures for content fields: uploaded, or taken from an album. */
@Resolver()
export class ContentPicturesResolver {
  constructor(private readonly pictures: ContentPictureService) {}

  @Mutation(() => ContentPicture, {
    description:
      'Tour guides only: one JPEG, PNG or WebP photo (a list, as every upload of the site), stored as WebP without metadata.',
  })
  uploadContentPicture(
    @Ctx() { viewer }: RequestContext,
    @Arg('files', () => [Upload], { description: 'Exactly one file (multipart request).' })
    files: Promise<FileUpload>[],
    @Arg('alt', () => String, { description: ALT }) alt: string,
  ): Promise<ContentPicture> {
    return this.pictures.upload(viewer, async () => ({ files: await openUploads(files), alt }));
  }

  @Mutation(() => ContentPicture, {
    description: "Tour guides only: a copy of an album's photo, kept when the album goes.",
  })
  contentPictureFromAlbum(
    @Ctx() { viewer }: RequestContext,
    @Arg('imageId', () => ID, { description: "The album photo's id (AlbumImage.id)." })
    imageId: string,
    @Arg('alt', () => String, { description: ALT }) alt: string,
  ): Promise<ContentPicture> {
    return this.pictures.fromAlbum(viewer, imageId, alt);
  }
}
