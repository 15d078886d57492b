import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The outcome of an action, in words for the visitor.' })
export class MessagePayload {
  @Field()
  message: string;
}
