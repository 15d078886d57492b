import { Field, InputType, ObjectType } from 'type-graphql';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type LoginValues,
  type RegistrationValues,
} from '@lanka-tours/shared/account-rules';
import { EMAIL_MAX_LENGTH } from '@lanka-tours/shared/email-address';
import { User } from '../users';

@InputType({ description: 'Checked by the server with the same rules and messages as the form.' })
export class RegisterInput implements RegistrationValues {
  @Field({ description: `The full name, at most ${NAME_MAX_LENGTH} characters.` })
  name: string;

  @Field({
    description: `The sign-in address, at most ${EMAIL_MAX_LENGTH} characters; one account each.`,
  })
  email: string;

  @Field({ description: `From ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.` })
  password: string;

  @Field({ description: 'One of the countries of the registration form.' })
  country: string;
}

@InputType({ description: "An account's email and password." })
export class LoginInput implements LoginValues {
  @Field({ description: 'The address the account was registered with.' })
  email: string;

  @Field({ description: "The account's password." })
  password: string;
}

@ObjectType({ description: 'A signed-in session: its token and its account.' })
export class AuthPayload {
  @Field({ description: 'Bearer token for the Authorization header.' })
  token: string;

  @Field(() => User, { description: 'The signed-in account.' })
  user: User;
}
