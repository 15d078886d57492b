import { Field, InputType, ObjectType } from 'type-graphql';
import type { LoginValues, RegistrationValues } from '../../shared/account-rules';
import { User } from '../users/user.entity';

@InputType({ description: 'Checked by the server with the same rules and messages as the form.' })
export class RegisterInput implements RegistrationValues {
  @Field()
  name: string;

  @Field()
  email: string;

  @Field()
  password: string;

  @Field({ description: 'One of the countries of the registration form.' })
  country: string;
}

@InputType()
export class LoginInput implements LoginValues {
  @Field()
  email: string;

  @Field()
  password: string;
}

@ObjectType()
export class AuthPayload {
  @Field({ description: 'Bearer token for the Authorization header.' })
  token: string;

  @Field(() => User)
  user: User;
}
