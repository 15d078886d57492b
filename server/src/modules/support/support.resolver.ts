import { Arg, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { MessagePayload } from '../../graphql/message-payload';
import type { ManualVerificationRequest, SupportService } from './support.service';

@InputType()
export class ManualVerificationInput implements ManualVerificationRequest {
  @Field()
  email: string;

  @Field({ description: 'Their answer to: what is your favourite city in Sri Lanka?' })
  favoriteCity: string;
}

@Resolver()
export class SupportResolver {
  constructor(private readonly support: SupportService) {}

  @Mutation(() => MessagePayload, {
    description: 'Asks the support team to verify an identity by hand; emailed to the business.',
  })
  async requestManualVerification(
    @Arg('input', () => ManualVerificationInput) input: ManualVerificationInput,
    @Ctx() { clientIp }: RequestContext,
  ): Promise<MessagePayload> {
    return { message: await this.support.requestManualVerification(input, clientIp) };
  }
}
