import { ArgsType, Field, ID, InputType } from 'type-graphql';

@InputType({ description: "An album's details; title, location and date are required." })
export class AlbumInput {
  @Field()
  title: string;

  @Field()
  location: string;

  @Field({ description: 'YYYY-MM-DD' })
  date: string;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

/** One photo of an album, as the mutations on a photo name it. */
@ArgsType()
export class AlbumImageArgs {
  @Field(() => ID)
  imageId: string;

  @Field(() => ID)
  albumId: string;
}
