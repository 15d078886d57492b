import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import {
  SecurityAnswersVerified,
  SecurityQuestionsStatus,
  SetSecurityAnswersInput,
  VerifySecurityAnswersInput,
} from './security-questions.inputs';
import type { SecurityQuestionsService } from './security-questions.service';

@Resolver()
export class SecurityQuestionsResolver {
  constructor(private readonly questions: SecurityQuestionsService) {}

  @Query(() => SecurityQuestionsStatus, { description: "The signed-in user's security questions." })
  securityQuestions(@Ctx() { viewer }: RequestContext): Promise<SecurityQuestionsStatus> {
    return this.questions.status(viewer);
  }

  @Mutation(() => SecurityQuestionsStatus, {
    description: "Sets the signed-in user's security answers, for recovery without email.",
  })
  setSecurityAnswers(
    @Arg('input', () => SetSecurityAnswersInput, { description: 'The answers and the password.' })
    input: SetSecurityAnswersInput,
    @Ctx() { viewer }: RequestContext,
  ): Promise<SecurityQuestionsStatus> {
    return this.questions.setAnswers(viewer, input);
  }

  @Mutation(() => SecurityAnswersVerified, {
    description: 'Recovery without email: right answers give a reset token.',
  })
  async verifySecurityAnswers(
    @Arg('input', () => VerifySecurityAnswersInput, { description: 'The email and the answers.' })
    input: VerifySecurityAnswersInput,
    @Ctx() { clientIp }: RequestContext,
  ): Promise<SecurityAnswersVerified> {
    return { resetToken: await this.questions.verify(input, clientIp) };
  }
}
