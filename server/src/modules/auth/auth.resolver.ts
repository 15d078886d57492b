import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { User } from '../users/user.entity';
import { AuthPayload, LoginInput, RegisterInput } from './auth.inputs';
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

  @Mutation(() => AuthPayload)
  register(@Arg('input', () => RegisterInput) input: RegisterInput): Promise<AuthPayload> {
    return this.auth.register(input);
  }

  @Mutation(() => AuthPayload)
  login(
    @Arg('input', () => LoginInput) input: LoginInput,
    @Ctx() { clientIp }: RequestContext,
  ): Promise<AuthPayload> {
    return this.auth.login(input, clientIp);
  }

  @FieldResolver(() => Boolean, { description: 'Tour guides manage the photo albums.' })
  isAdmin(@Root() user: User): boolean {
    return this.auth.isAdmin(user);
  }
}
