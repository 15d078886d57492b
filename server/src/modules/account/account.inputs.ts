import { Field, InputType } from 'type-graphql';
import type { PasswordChange, ProfileUpdate } from './account.service';

@InputType({ description: 'Only the name, the country and the language can be changed.' })
export class UpdateProfileInput implements ProfileUpdate {
  @Field()
  name: string;

  @Field()
  country: string;

  @Field(() => String, {
    nullable: true,
    description: "The account's language (en, de, fr, ru, zh); left out, it stays as it is.",
  })
  language?: string | null;
}

@InputType()
export class ChangePasswordInput implements PasswordChange {
  @Field()
  currentPassword: string;

  @Field()
  newPassword: string;
}
