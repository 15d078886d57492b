import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The outcome of an action, in words for the visitor.' })
export class MessagePayload {
  @Field({ description: "What happened, in the request's language." })
  message: string;
}

@ObjectType({ description: 'The outcome of an action that emailed the visitor a link.' })
export class MailedLinkPayload {
  @Field({ description: "What happened, in the request's language." })
  message: string;

  @Field(() => String, {
    nullable: true,
    description: 'Outside production: where the email just queued can be seen.',
  })
  previewUrl?: string;
}
