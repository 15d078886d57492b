import { Field, InputType } from 'type-graphql';
import type { ProfileValues } from '../../shared/account-rules';
import type { PasswordChange } from './account.service';

@InputType({ description: 'Only the name and the country can be changed.' })
export class UpdateProfileInput implements ProfileValues {
  @Field()
  name: string;

  @Field()
  country: string;
}

@InputType()
export class ChangePasswordInput implements PasswordChange {
  @Field()
  currentPassword: string;

  @Field()
  newPassword: string;
}
