import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { openUploads, Upload } from '../../graphql/upload-scalar';
import { ALBUM_CAPTION_MAX_LENGTH } from '@lanka-tours/shared/album-rules';
import { AlbumImageArgs, AlbumInput } from './album.inputs';
import type { AlbumService } from './album.service';
import { AlbumImageView, TourAlbumView } from './album.types';

@Resolver(() => TourAlbumView)
export class AlbumResolver {
  constructor(private readonly service: AlbumService) {}

  @Query(() => [TourAlbumView], { description: 'Every album, the most recent tour first.' })
  albums(): Promise<TourAlbumView[]> {
    return this.service.list();
  }

  @Query(() => TourAlbumView, { description: 'One album by its id; NOT_FOUND when there is none.' })
  album(@Arg('id', () => ID, { description: 'The album id.' }) id: string): Promise<TourAlbumView> {
    return this.service.get(id);
  }

  @Mutation(() => TourAlbumView, { description: 'Tour guides only.' })
  createAlbum(
    @Ctx() { viewer }: RequestContext,
    @Arg('input', () => AlbumInput, { description: "The new album's details." }) input: AlbumInput,
  ): Promise<TourAlbumView> {
    return this.service.create(viewer, input);
  }

  @Mutation(() => TourAlbumView, { description: 'Tour guides only.' })
  updateAlbum(
    @Ctx() { viewer }: RequestContext,
    @Arg('id', () => ID, { description: 'The album id.' }) id: string,
    @Arg('input', () => AlbumInput, { description: 'Its new details.' }) input: AlbumInput,
  ): Promise<TourAlbumView> {
    return this.service.update(viewer, id, input);
  }

  @Mutation(() => ID, { description: 'Tour guides only; its images go with it.' })
  deleteAlbum(
    @Ctx() { viewer }: RequestContext,
    @Arg('id', () => ID, { description: 'The album id.' }) id: string,
  ): Promise<string> {
    return this.service.delete(viewer, id);
  }

  @Mutation(() => TourAlbumView, {
    description: 'Tour guides only: at most 10 JPEG, PNG or GIF images of at most 10 MB each.',
  })
  async uploadAlbumImages(
    @Ctx() { viewer }: RequestContext,
    @Arg('albumId', () => ID, { description: 'The album the photos go into.' }) albumId: string,
    @Arg('files', () => [Upload], {
      description: 'The photos, one file each (multipart request).',
    })
    files: Promise<FileUpload>[],
    @Arg('captions', () => [String], {
      nullable: true,
      description: `One per file, in the same order, each at most ${ALBUM_CAPTION_MAX_LENGTH} characters.`,
    })
    captions?: string[] | null,
  ): Promise<TourAlbumView> {
    const { album } = await this.service.uploadImages(viewer, albumId, async () => ({
      files: await openUploads(files),
      captions: captions ?? [],
    }));
    return album;
  }

  @Mutation(() => TourAlbumView, { description: 'Tour guides only.' })
  deleteAlbumImage(
    @Ctx() { viewer }: RequestContext,
    @Args(() => AlbumImageArgs) { albumId, imageId }: AlbumImageArgs,
  ): Promise<TourAlbumView> {
    return this.service.deleteImage(viewer, albumId, imageId);
  }

  @Mutation(() => AlbumImageView, { description: 'Tour guides only; an empty caption removes it.' })
  updateImageCaption(
    @Ctx() { viewer }: RequestContext,
    @Args(() => AlbumImageArgs) { albumId, imageId }: AlbumImageArgs,
    @Arg('caption', () => String, {
      description: `At most ${ALBUM_CAPTION_MAX_LENGTH} characters; empty removes it.`,
    })
    caption: string,
  ): Promise<AlbumImageView> {
    return this.service.updateCaption(viewer, albumId, imageId, caption);
  }

  @Mutation(() => TourAlbumView, { description: 'Tour guides only.' })
  setAlbumCover(
    @Ctx() { viewer }: RequestContext,
    @Args(() => AlbumImageArgs) { albumId, imageId }: AlbumImageArgs,
  ): Promise<TourAlbumView> {
    return this.service.setCover(viewer, albumId, imageId);
  }
}
