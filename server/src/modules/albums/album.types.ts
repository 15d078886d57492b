import { Field, ID, Int, ObjectType } from 'type-graphql';
import { MediaImage } from '../media/media-image.type';

@ObjectType('AlbumImage', {
  description: 'A photo of an album, with its caption.',
  simpleResolvers: true,
})
export class AlbumImageView {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true, description: 'At most 60 characters; null when none.' })
  caption: string | null;

  @Field(() => MediaImage)
  image: MediaImage;
}

@ObjectType('TourAlbum', {
  description: 'The photos of a past tour, in upload order.',
  simpleResolvers: true,
})
export class TourAlbumView {
  @Field(() => ID)
  id: string;

  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field()
  location: string;

  @Field({ description: 'YYYY-MM-DD' })
  date: string;

  @Field(() => [AlbumImageView])
  images: AlbumImageView[];

  /** The chosen cover's id, when one was chosen. */
  readonly coverImageId: string | null;

  @Field()
  createdAt: Date;

  @Field()
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

  @Field(() => Int)
  get imageCount(): number {
    return this.images.length;
  }
}
