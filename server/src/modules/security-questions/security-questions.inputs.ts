import { Field, InputType, ObjectType } from 'type-graphql';
import type { SecurityAnswers } from '../../shared/recovery-rules';

@InputType()
export class SetSecurityAnswersInput implements SecurityAnswers {
  @Field()
  favoriteCity: string;

  @Field({ description: 'Four digits, compared exactly.' })
  birthYear: string;

  @Field()
  petName: string;

  @Field({ description: "The account's password, confirming that its owner is making the change." })
  currentPassword: string;
}

@InputType()
export class VerifySecurityAnswersInput implements SecurityAnswers {
  @Field()
  email: string;

  @Field()
  favoriteCity: string;

  @Field()
  birthYear: string;

  @Field()
  petName: string;
}

@ObjectType({ description: 'Never the answers themselves: only whether they are set.' })
export class SecurityQuestionsStatus {
  @Field()
  isSet: boolean;

  @Field(() => Date, { nullable: true })
  updatedAt: Date | null;
}

@ObjectType()
export class SecurityAnswersVerified {
  @Field({ description: 'A single-use reset token for resetPassword, valid for 10 minutes.' })
  resetToken: string;
}
