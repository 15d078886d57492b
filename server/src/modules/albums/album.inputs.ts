import { ArgsType, Field, ID, InputType } from 'type-graphql';
import {
  ALBUM_DESCRIPTION_MAX_LENGTH,
  ALBUM_LOCATION_MAX_LENGTH,
  ALBUM_TITLE_MAX_LENGTH,
} from '@lanka-tours/shared/album-rules';

@InputType({ description: "An album's details; title, location and date are required." })
export class AlbumInput {
  @Field({ description: `Required, at most ${ALBUM_TITLE_MAX_LENGTH} characters.` })
  title: string;

  @Field({ description: `Required, at most ${ALBUM_LOCATION_MAX_LENGTH} characters.` })
  location: string;

  @Field({ description: 'The day of the tour: YYYY-MM-DD.' })
  date: string;

  @Field(() => String, {
    nullable: true,
    description: `At most ${ALBUM_DESCRIPTION_MAX_LENGTH} characters; empty or left out for none.`,
  })
  description?: string | null;
}

/** One photo of an album, as the mutations on a photo name it. */
@ArgsType()
export class AlbumImageArgs {
  @Field(() => ID, { description: "The photo's id (AlbumImage.id)." })
  imageId: string;

  @Field(() => ID, { description: 'The id of the album it belongs to.' })
  albumId: string;
}
