import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import type { TimedMessageSettingsService } from './timed-message-settings.service';
import {
  KIND_DESCRIPTION,
  TimedMessageSetting,
  TimedMessageSettingInput,
} from './timed-messages.types';

/** The timed messages' settings: tour guides only. */
@Resolver()
export class TimedMessagesResolver {
  constructor(private readonly settings: TimedMessageSettingsService) {}

  @Query(() => [TimedMessageSetting], {
    description: 'Tour guides only: each timed message, when it goes and its wording.',
  })
  timedMessageSettings(@Ctx() { viewer }: RequestContext): Promise<TimedMessageSetting[]> {
    return this.settings.list(viewer);
  }

  @Mutation(() => TimedMessageSetting, {
    description:
      "Tour guides only: sets a timed message; every confirmed booking's message still to come moves with it.",
  })
  updateTimedMessageSetting(
    @Ctx() { viewer }: RequestContext,
    @Arg('kind', { description: KIND_DESCRIPTION }) kind: string,
    @Arg('input', () => TimedMessageSettingInput, {
      description: 'Whether it goes, when, and its wording.',
    })
    input: TimedMessageSettingInput,
  ): Promise<TimedMessageSetting> {
    return this.settings.update(viewer, kind, input);
  }
}
