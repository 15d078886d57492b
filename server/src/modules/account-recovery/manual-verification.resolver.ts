import { Arg, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { MessagePayload } from '../../graphql/message-payload';
import type {
  ManualVerificationRequest,
  ManualVerificationService,
} from './manual-verification.service';

@InputType({ description: 'Who asks to be verified by the support team.' })
export class ManualVerificationInput implements ManualVerificationRequest {
  @Field({ description: "The account's email address." })
  email: string;

  @Field({ description: 'Their answer to: what is your favourite city in Sri Lanka?' })
  favoriteCity: string;
}

@Resolver()
export class ManualVerificationResolver {
  constructor(private readonly manualVerification: ManualVerificationService) {}

  @Mutation(() => MessagePayload, {
    description: 'Asks the support team to verify an identity by hand; emailed to the business.',
  })
  async requestManualVerification(
    @Arg('input', () => ManualVerificationInput, { description: 'The account and the answer.' })
    input: ManualVerificationInput,
    @Ctx() { clientIp }: RequestContext,
  ): Promise<MessagePayload> {
    return { message: await this.manualVerification.requestManualVerification(input, clientIp) };
  }
}
