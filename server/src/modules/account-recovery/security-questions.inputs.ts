import { Field, InputType, ObjectType } from 'type-graphql';
import { SECURITY_ANSWER_MAX_LENGTH } from '@lanka-tours/shared/account-rules';
import { SECURITY_QUESTIONS, type SecurityAnswers } from '@lanka-tours/shared/recovery-rules';

const textAnswer = (question: string) =>
  `The answer to: ${question} At most ${SECURITY_ANSWER_MAX_LENGTH} characters; ` +
  'capitals and spaces at either end do not count.';
const FAVORITE_CITY = textAnswer(SECURITY_QUESTIONS.favoriteCity);
const PET_NAME = textAnswer(SECURITY_QUESTIONS.petName);

@InputType({
  description: 'The answers to the three security questions, which replace any before.',
})
export class SetSecurityAnswersInput implements SecurityAnswers {
  @Field({ description: FAVORITE_CITY })
  favoriteCity: string;

  @Field({ description: 'Four digits, compared exactly.' })
  birthYear: string;

  @Field({ description: PET_NAME })
  petName: string;

  @Field({ description: "The account's password, confirming that its owner is making the change." })
  currentPassword: string;
}

@InputType({ description: "An account's email with the answers to its security questions." })
export class VerifySecurityAnswersInput implements SecurityAnswers {
  @Field({ description: "The account's email address." })
  email: string;

  @Field({ description: FAVORITE_CITY })
  favoriteCity: string;

  @Field({ description: 'Four digits, compared exactly.' })
  birthYear: string;

  @Field({ description: PET_NAME })
  petName: string;
}

@ObjectType({ description: 'Never the answers themselves: only whether they are set.' })
export class SecurityQuestionsStatus {
  @Field({ description: 'Whether the answers are set.' })
  isSet: boolean;

  @Field(() => Date, { nullable: true, description: 'When they were last set; null if never.' })
  updatedAt: Date | null;
}

@ObjectType({ description: 'The answers were right: a token to set a new password with.' })
export class SecurityAnswersVerified {
  @Field({ description: 'A single-use reset token for resetPassword, valid for 10 minutes.' })
  resetToken: string;
}
