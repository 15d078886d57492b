import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { openUploads, Upload } from '../../graphql/upload-scalar';
import type { GuidePhotoService } from './guide-photos.service';
import { AVAILABILITY_MAX_DAYS } from './guide-rules';
import type { AvailabilityService } from './availability.service';
import type { GuideService } from './guides.service';
import { AvailableDayView, GuideInput, GuideView } from './guides.types';

const GUIDE_ID = { description: 'The guide (Guide.id).' };
const DATE = (which: string) => ({ description: `The ${which} day: YYYY-MM-DD.` });

/** The company's guides and their days off (tour guides only), and when a tour can start. */
@Resolver()
export class GuideResolver {
  constructor(
    private readonly guideService: GuideService,
    private readonly availabilityService: AvailabilityService,
    private readonly photos: GuidePhotoService,
  ) {}

  @Query(() => [GuideView], { description: 'Every guide, by name. Tour guides only.' })
  guides(@Ctx() { viewer }: RequestContext): Promise<GuideView[]> {
    return this.guideService.guides(viewer);
  }

  @Mutation(() => GuideView, { description: 'Adds a guide. Tour guides only.' })
  addGuide(
    @Ctx() { viewer }: RequestContext,
    @Arg('input', () => GuideInput, { description: "The guide's details." }) input: GuideInput,
  ): Promise<GuideView> {
    return this.guideService.addGuide(viewer, input);
  }

  @Mutation(() => GuideView, {
    description:
      "Changes a guide's name, languages and account, all three as given. Tour guides only.",
  })
  updateGuide(
    @Ctx() { viewer }: RequestContext,
    @Arg('guideId', () => ID, GUIDE_ID) guideId: string,
    @Arg('input', () => GuideInput, { description: "The guide's details." }) input: GuideInput,
  ): Promise<GuideView> {
    return this.guideService.updateGuide(viewer, guideId, input);
  }

  @Mutation(() => GuideView, {
    description:
      'Gives a guide a photo (one JPEG, PNG or WebP; a list, as every upload of the site), in place of any earlier one. Tour guides only.',
  })
  setGuidePhoto(
    @Ctx() { viewer }: RequestContext,
    @Arg('guideId', () => ID, GUIDE_ID) guideId: string,
    @Arg('files', () => [Upload], { description: 'Exactly one file (multipart request).' })
    files: Promise<FileUpload>[],
  ): Promise<GuideView> {
    return this.photos.setPhoto(viewer, guideId, () => openUploads(files));
  }

  @Mutation(() => GuideView, { description: "Removes a guide's photo. Tour guides only." })
  removeGuidePhoto(
    @Ctx() { viewer }: RequestContext,
    @Arg('guideId', () => ID, GUIDE_ID) guideId: string,
  ): Promise<GuideView> {
    return this.photos.removePhoto(viewer, guideId);
  }

  @Mutation(() => GuideView, {
    description:
      'Gives a guide days off. Tour guides only; GUIDE_DAYS_TAKEN where they meet days the ' +
      'guide is already busy.',
  })
  addGuideDaysOff(
    @Ctx() { viewer }: RequestContext,
    @Arg('guideId', () => ID, GUIDE_ID) guideId: string,
    @Arg('from', DATE('first')) from: string,
    @Arg('to', DATE('last')) to: string,
  ): Promise<GuideView> {
    return this.guideService.addDaysOff(viewer, guideId, from, to);
  }

  @Mutation(() => GuideView, { description: "Takes back a guide's days off. Tour guides only." })
  removeGuideDaysOff(
    @Ctx() { viewer }: RequestContext,
    @Arg('guideId', () => ID, GUIDE_ID) guideId: string,
    @Arg('daysOffId', () => ID, { description: 'The days off (DaysOff.id).' }) daysOffId: string,
  ): Promise<GuideView> {
    return this.guideService.removeDaysOff(viewer, guideId, daysOffId);
  }

  @Query(() => [AvailableDayView], {
    description: `For each day from \`from\` to \`to\` (at most ${AVAILABILITY_MAX_DAYS}), whether the tour can start then.`,
  })
  tourAvailability(
    @Arg('tourId', () => ID, { description: 'The tour (Tour.id).' }) tourId: string,
    @Arg('from', DATE('first')) from: string,
    @Arg('to', DATE('last')) to: string,
    @Arg('travellers', () => Int, { description: 'The party: 1 to 10 travellers.' })
    travellers: number,
    @Arg('guideLanguage', () => String, {
      nullable: true,
      description: 'Only guides who speak it (a language code).',
    })
    guideLanguage?: string | null,
  ): Promise<AvailableDayView[]> {
    return this.availabilityService.availability(tourId, {
      from,
      to,
      travellers: String(travellers),
      guideLanguage: guideLanguage ?? undefined,
    });
  }
}
