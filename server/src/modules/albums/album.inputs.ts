import { Field, InputType } from 'type-graphql';

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
