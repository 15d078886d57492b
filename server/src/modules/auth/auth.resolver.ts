import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { User } from '../users';
import { AuthPayload, LoginInput, RegisterInput } from './auth.inputs';
import { MailedLinkPayload } from '../../graphql/message-payload';
import type { AuthService } from './auth.service';

@Resolver(() => User)
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Query(() => User, {
    nullable: true,
    description: 'The signed-in user, or null when signed out.',
  })
  me(@Ctx() { viewer }: RequestContext): User | null {
    return viewer.currentUser();
  }

  @Mutation(() => AuthPayload, {
    description:
      'Makes an account and signs it in; sign-ups from one address are limited per hour (SIGNUPS_PER_HOUR).',
  })
  register(
    @Arg('input', () => RegisterInput, { description: 'The registration form.' })
    input: RegisterInput,
    @Ctx() { clientIp }: RequestContext,
  ): Promise<AuthPayload> {
    return this.auth.register(input, clientIp);
  }

  @Mutation(() => AuthPayload, {
    description: 'Signs in; repeated failures are refused for a while (RATE_LIMITED).',
  })
  login(
    @Arg('input', () => LoginInput, { description: 'The email and the password.' })
    input: LoginInput,
    @Ctx() { clientIp }: RequestContext,
  ): Promise<AuthPayload> {
    return this.auth.login(input, clientIp);
  }

  @Mutation(() => MailedLinkPayload, {
    description: 'Emails the tour-guide confirmation link again; a few times an hour at most.',
  })
  resendGuideAccessLink(@Ctx() { viewer }: RequestContext): Promise<MailedLinkPayload> {
    return this.auth.guideAccess.resend(viewer);
  }

  @FieldResolver(() => Boolean, {
    description: 'Tour guides manage the photo albums: a listed address, confirmed by email.',
  })
  isAdmin(@Root() user: User): boolean {
    return this.auth.isAdmin(user);
  }

  @FieldResolver(() => Boolean, {
    description: 'A tour-guide address whose emailed confirmation link has not been followed yet.',
  })
  guideAccessPending(@Root() user: User): boolean {
    return this.auth.guideAccess.isPending(user);
  }
}
