import { Field, ID, Int, ObjectType } from 'type-graphql';
import { mediaUrl } from '@lanka-tours/shared/media-variants';
import type { Media } from './media.entity';

@ObjectType({
  description: 'One width of a stored image, re-encoded as WebP.',
  simpleResolvers: true,
})
export class ImageVariant {
  @Field(() => Int, { description: 'In pixels.' })
  width: number;

  @Field({
    description: 'Where it is served (under /media); the file at an address never changes.',
  })
  url: string;
}

/** What an image's URLs are built from. */
export type StoredImage = Pick<Media, 'id' | 'width' | 'height' | 'variantWidths'>;

/**
 * A stored image as clients see it. The URLs are computed when read, so a list that only needs
 * `url` (REST) builds no srcset strings for its hundreds of images.
 */
@ObjectType({
  description: 'A stored image: upright, without metadata, in several widths.',
  simpleResolvers: true,
})
export class MediaImage {
  @Field(() => ID, { description: 'The stored image id (a UUID).' })
  readonly id: string;

  @Field(() => Int, { description: 'Of the largest variant, in pixels.' })
  readonly width: number;

  @Field(() => Int, { description: 'Of the largest variant, in pixels.' })
  readonly height: number;

  private readonly widths: number[];

  constructor(stored: StoredImage) {
    this.id = stored.id;
    this.width = stored.width;
    this.height = stored.height;
    this.widths = stored.variantWidths;
  }

  @Field({ description: 'The largest variant.' })
  get url(): string {
    return mediaUrl(this.id, this.widths[this.widths.length - 1]);
  }

  @Field({ description: 'Every variant, for the srcset attribute of an img.' })
  get srcset(): string {
    return this.widths.map((width) => `${mediaUrl(this.id, width)} ${width}w`).join(', ');
  }

  @Field(() => [ImageVariant], { description: 'Every width, narrowest first.' })
  get variants(): ImageVariant[] {
    return this.widths.map((width) => ({ width, url: mediaUrl(this.id, width) }));
  }
}

export function toMediaImage(stored: StoredImage): MediaImage {
  return new MediaImage(stored);
}
