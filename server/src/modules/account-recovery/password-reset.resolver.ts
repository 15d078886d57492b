import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { MailedLinkPayload, MessagePayload } from '../../graphql/message-payload';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_LINK_MINUTES,
} from '@lanka-tours/shared/account-rules';
import type { PasswordResetService } from './password-reset.service';

@Resolver()
export class PasswordResetResolver {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Mutation(() => MailedLinkPayload, {
    description:
      'Emails a reset link; the answer is the same whether or not the email has an account.',
  })
  forgotPassword(
    @Arg('email', () => String, { description: "The account's email address." }) email: string,
    @Ctx() { clientIp }: RequestContext,
  ): Promise<MailedLinkPayload> {
    return this.passwordReset.forgotPassword(email, clientIp);
  }

  @Mutation(() => MessagePayload, {
    description: 'Sets a new password with a reset token and signs every device out.',
  })
  async resetPassword(
    @Arg('token', () => String, {
      description: `From the emailed link (valid ${RESET_LINK_MINUTES} minutes) or verifySecurityAnswers.`,
    })
    token: string,
    @Arg('password', () => String, {
      description: `From ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
    })
    password: string,
  ): Promise<MessagePayload> {
    return { message: await this.passwordReset.resetPassword(token, password) };
  }
}
