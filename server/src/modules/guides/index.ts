/** The guides module's public face: the company's guides, their days off, when tours can start. */
export { AvailabilityService } from './availability.service';
export { AVAILABILITY_API, GUIDE_API, GUIDE_SCHEMAS } from './guides.contract';
export { GUIDE_LANGUAGE, GUIDE_MESSAGES } from './guide-rules';
export { GuideResolver } from './guides.resolver';
export { availabilityRoutes, guideRoutes } from './guides.routes';
export { GuidePhotoService } from './guide-photos.service';
export { GuideService } from './guides.service';
