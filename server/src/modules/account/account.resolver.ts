import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { MessagePayload } from '../../graphql/message-payload';
import { ACCOUNT_MESSAGES } from '@lanka-tours/shared/account-rules';
import { AuthPayload } from '../auth';
import { User } from '../users';
import { ChangePasswordInput, UpdateProfileInput } from './account.inputs';
import type { AccountService } from './account.service';
import { translate } from '../../common/i18n';

@Resolver()
export class AccountResolver {
  constructor(private readonly account: AccountService) {}

  @Mutation(() => User, { description: "Changes the signed-in user's name, country or language." })
  updateProfile(
    @Arg('input', () => UpdateProfileInput, { description: 'The new values.' })
    input: UpdateProfileInput,
    @Ctx() { viewer }: RequestContext,
  ): Promise<User> {
    return this.account.updateProfile(viewer, input);
  }

  @Mutation(() => AuthPayload, {
    description: 'Signs every other device out; the token returned replaces this one.',
  })
  changePassword(
    @Arg('input', () => ChangePasswordInput, { description: 'The current and the new password.' })
    input: ChangePasswordInput,
    @Ctx() { viewer }: RequestContext,
  ): Promise<AuthPayload> {
    return this.account.changePassword(viewer, input);
  }

  @Mutation(() => AuthPayload, { description: 'The token returned replaces this one.' })
  signOutOtherDevices(@Ctx() { viewer }: RequestContext): Promise<AuthPayload> {
    return this.account.signOutOtherDevices(viewer);
  }

  @Mutation(() => MessagePayload, {
    description: 'Deletes the account with everything that belongs to it.',
  })
  async deleteAccount(@Ctx() { viewer }: RequestContext): Promise<MessagePayload> {
    await this.account.deleteAccount(viewer);
    return { message: translate(ACCOUNT_MESSAGES.accountDeleted) };
  }
}
