import { Field, ID, Int, ObjectType } from 'type-graphql';
import {
  ALBUM_DESCRIPTION_MAX_LENGTH,
  ALBUM_LOCATION_MAX_LENGTH,
  ALBUM_TITLE_MAX_LENGTH,
} from '@lanka-tours/shared/album-rules';
import { MediaImage } from '../media';

@ObjectType('AlbumImage', {
  description: 'A photo of an album, with its caption.',
  simpleResolvers: true,
})
export class AlbumImageView {
  @Field(() => ID, { description: "The photo's id in its album: what the photo mutations take." })
  id: string;

  @Field(() => String, { nullable: true, description: 'At most 60 characters; null when none.' })
  caption: string | null;

  @Field(() => MediaImage, { description: 'The stored photo, in its WebP widths.' })
  image: MediaImage;
}

@ObjectType('TourAlbum', {
  description: 'The photos of a past tour, in upload order.',
  simpleResolvers: true,
})
export class TourAlbumView {
  @Field(() => ID, { description: 'The album id (a UUID).' })
  id: string;

  @Field({ description: `At most ${ALBUM_TITLE_MAX_LENGTH} characters.` })
  title: string;

  @Field(() => String, {
    nullable: true,
    description: `At most ${ALBUM_DESCRIPTION_MAX_LENGTH} characters; null when none.`,
  })
  description: string | null;

  @Field({ description: `Where the tour went, at most ${ALBUM_LOCATION_MAX_LENGTH} characters.` })
  location: string;

  @Field({ description: 'The day of the tour: YYYY-MM-DD.' })
  date: string;

  @Field(() => [AlbumImageView], { description: 'Its photos, in upload order.' })
  images: AlbumImageView[];

  /** The chosen cover's id, when one was chosen. */
  readonly coverImageId: string | null;

  @Field({ description: 'When the album was made.' })
  createdAt: Date;

  @Field({ description: 'When its details or photos last changed.' })
  updatedAt: Date;

  constructor(values: Omit<TourAlbumView, 'coverImage' | 'imageCount'>) {
    Object.assign(this, values);
  }

  @Field(() => AlbumImageView, {
    nullable: true,
    description: 'The chosen cover, else the first image; null for an album without images.',
  })
  get coverImage(): AlbumImageView | null {
    return this.images.find((image) => image.id === this.coverImageId) ?? this.images[0] ?? null;
  }

  @Field(() => Int, { description: 'How many photos it has.' })
  get imageCount(): number {
    return this.images.length;
  }
}
