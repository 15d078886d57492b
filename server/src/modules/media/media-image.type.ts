import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { Media } from './media.entity';

/** Where a variant is served; the id never points at other content, so the URL is immutable. */
export function mediaUrl(mediaId: string, width: number): string {
  return `/media/${mediaId}/${width}.webp`;
}

@ObjectType({ description: 'One width of a stored image, re-encoded as WebP.' })
export class ImageVariant {
  @Field(() => Int)
  width: number;

  @Field()
  url: string;
}

@ObjectType({ description: 'A stored image: upright, without metadata, in several widths.' })
export class MediaImage {
  @Field(() => ID)
  id: string;

  @Field(() => Int)
  width: number;

  @Field(() => Int)
  height: number;

  @Field({ description: 'The largest variant.' })
  url: string;

  @Field({ description: 'Every variant, for the srcset attribute of an img.' })
  srcset: string;

  @Field(() => [ImageVariant])
  variants: ImageVariant[];
}

/** What an image's URLs are built from. */
export type StoredImage = Pick<Media, 'id' | 'width' | 'height' | 'variantWidths'>;

export function toMediaImage(media: StoredImage): MediaImage {
  const variants = media.variantWidths.map((width) => ({ width, url: mediaUrl(media.id, width) }));
  return {
    id: media.id,
    width: media.width,
    height: media.height,
    url: variants[variants.length - 1].url,
    srcset: variants.map((v) => `${v.url} ${v.width}w`).join(', '),
    variants,
  };
}
