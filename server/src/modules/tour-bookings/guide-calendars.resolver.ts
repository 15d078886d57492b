import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import type { GuideCalendarFeeds } from './guide-calendar-feeds';

const GUIDE = { description: 'The guide (Guide.id).' };

/** Each guide's private calendar address, for their phone's calendar app (tour guides only). */
@Resolver()
export class GuideCalendarResolver {
  constructor(private readonly feeds: GuideCalendarFeeds) {}

  @Query(() => String, {
    description:
      "A guide's private calendar address (iCalendar): the tours they lead and their days off. " +
      'Tour guides only.',
  })
  guideCalendarAddress(
    @Ctx() { viewer }: RequestContext,
    @Arg('guideId', () => ID, GUIDE) guideId: string,
  ): Promise<string> {
    return this.feeds.address(viewer, guideId);
  }

  @Mutation(() => String, {
    description:
      'A new calendar address for a guide; the one given before opens nothing any more. ' +
      'Tour guides only.',
  })
  renewGuideCalendarAddress(
    @Ctx() { viewer }: RequestContext,
    @Arg('guideId', () => ID, GUIDE) guideId: string,
  ): Promise<string> {
    return this.feeds.renew(viewer, guideId);
  }
}
