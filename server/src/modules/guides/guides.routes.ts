import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import { bodyTexts, on } from '../../rest/api-contract';
import { problemsError } from '../../common/refuse-problems';
import { queryText } from '../../rest/rest-helpers';
import { receiveUpload, type ImageSource, type MediaService } from '../media';
import type { AvailabilityService } from './availability.service';
import type { GuidePhotoService } from './guide-photos.service';
import { GUIDE_MESSAGES } from './guide-rules';
import { AVAILABILITY_API, GUIDE_API, type RestGuide } from './guides.contract';
import type { Guide, GuideDetails, GuideService } from './guides.service';

/** A JSON body's list of texts; anything else is an empty list, which the rules refuse. */
function textList(req: Request, name: string): string[] {
  const value: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : [];
}

/** A guide's details from a JSON body. */
function detailsOf(req: Request, operation: typeof GUIDE_API.add): GuideDetails {
  const { name, accountEmail, phone } = bodyTexts(req, operation);
  return { name, languages: textList(req, 'languages'), accountEmail, phone };
}

/** A guide as REST clients read it: the photo as the URL of its largest width. */
const toRestGuide = ({ photo, ...guide }: Guide): z.infer<typeof RestGuide> => ({
  ...guide,
  photo: photo?.url ?? null,
});

/** The photo of a multipart body, read as one of the guide's uploads in flight. */
async function readPhoto(
  req: Request,
  res: Response,
  media: MediaService,
  uploaderId: string,
): Promise<ImageSource[]> {
  if (!req.is('multipart/form-data')) return [];
  const { files } = await receiveUpload(req, res, media, uploaderId, {
    fileField: 'photo',
    maxFiles: 1,
    tooManyFiles: () => problemsError({ photo: GUIDE_MESSAGES.photoRequired }),
  });
  return files;
}

/** `/api/guides`: the company's guides, as GraphQL's guides and its mutations. */
export function guideRoutes(
  guides: GuideService,
  photos: GuidePhotoService,
  media: MediaService,
): Router {
  const router = Router();
  const answer = (res: Response, guide: Guide, status = 200) =>
    res.status(status).json({ guide: toRestGuide(guide) });
  on(router, GUIDE_API.list, async (_req, res) => {
    res.json({ guides: (await guides.guides(res.locals.viewer)).map(toRestGuide) });
  });
  on(router, GUIDE_API.add, async (req, res) => {
    answer(res, await guides.addGuide(res.locals.viewer, detailsOf(req, GUIDE_API.add)), 201);
  });
  on(router, GUIDE_API.update, async (req, res) => {
    const details = detailsOf(req, GUIDE_API.update);
    answer(res, await guides.updateGuide(res.locals.viewer, req.params.id, details));
  });
  // The service refuses anyone but a tour guide, and an unknown guide, before the upload is read.
  on(router, GUIDE_API.setPhoto, async (req, res) => {
    const guide = await photos.setPhoto(res.locals.viewer, req.params.id, (uploader) =>
      readPhoto(req, res, media, uploader.id),
    );
    answer(res, guide);
  });
  on(router, GUIDE_API.removePhoto, async (req, res) => {
    answer(res, await photos.removePhoto(res.locals.viewer, req.params.id));
  });
  on(router, GUIDE_API.addDaysOff, async (req, res) => {
    const { from, to } = bodyTexts(req, GUIDE_API.addDaysOff);
    answer(res, await guides.addDaysOff(res.locals.viewer, req.params.id, from, to), 201);
  });
  on(router, GUIDE_API.removeDaysOff, async (req, res) => {
    const { id, daysOffId } = req.params;
    answer(res, await guides.removeDaysOff(res.locals.viewer, id, daysOffId));
  });
  return router;
}

/** `/api/tours/:id/availability`, as GraphQL's tourAvailability. */
export function availabilityRoutes(availability: AvailabilityService): Router {
  const router = Router();
  on(router, AVAILABILITY_API.availability, async (req, res) => {
    const days = await availability.availability(req.params.id, {
      from: queryText(req, 'from') ?? '',
      to: queryText(req, 'to') ?? '',
      travellers: queryText(req, 'travellers') ?? '',
      guideLanguage: queryText(req, 'guideLanguage'),
    });
    res.json({ days });
  });
  return router;
}
