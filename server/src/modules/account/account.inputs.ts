import { Field, InputType } from 'type-graphql';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@lanka-tours/shared/account-rules';
import type { PasswordChange, ProfileUpdate } from './account.service';

@InputType({ description: 'Only the name, the country and the language can be changed.' })
export class UpdateProfileInput implements ProfileUpdate {
  @Field({ description: `The full name, at most ${NAME_MAX_LENGTH} characters.` })
  name: string;

  @Field({ description: 'One of the countries of the registration form.' })
  country: string;

  @Field(() => String, {
    nullable: true,
    description: "The account's language (en, de, fr, ru, zh); left out, it stays as it is.",
  })
  language?: string | null;
}

@InputType({ description: 'The password now, and the one that replaces it.' })
export class ChangePasswordInput implements PasswordChange {
  @Field({ description: 'The password now, proving that its owner makes the change.' })
  currentPassword: string;

  @Field({ description: `From ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.` })
  newPassword: string;
}
