// The modules' GraphQL types are decorated as they load, also where only the REST API is read.
import 'reflect-metadata';
import express, { Router, type Request, type RequestHandler } from 'express';
import type { Viewer } from './common/request-context';
import { albumRoutes, ALBUM_API, ALBUM_SCHEMAS, debugRoutes, DEBUG_API } from './modules/albums';
import { accountRoutes, ACCOUNT_API } from './modules/account';
import { authRoutes, AUTH_API, AUTH_SCHEMAS } from './modules/auth';
import { passwordResetRoutes, PASSWORD_RESET_API } from './modules/account-recovery';
import {
  contentEditorRoutes,
  contentPictureRoutes,
  contentRoutes,
  CONTENT_API,
  CONTENT_EDITOR_API,
  CONTENT_PICTURES_API,
  CONTENT_SCHEMAS,
} from './modules/content';
import {
  feedbackModerationRoutes,
  feedbackRoutes,
  FEEDBACK_API,
  FEEDBACK_MODERATION_API,
  FEEDBACK_SCHEMAS,
} from './modules/feedback';
import { bookingRoutes, BOOKING_API, BOOKING_SCHEMAS } from './modules/booking';
import { personalDataRoutes, PERSONAL_DATA_API } from './modules/privacy';
import { tourRoutes, TOUR_API, TOUR_SCHEMAS } from './modules/tours';
import {
  availabilityRoutes,
  AVAILABILITY_API,
  GUIDE_API,
  GUIDE_SCHEMAS,
  guideRoutes,
} from './modules/guides';
import {
  GUIDE_ASSIGNMENT_API,
  GUIDE_CALENDAR_API,
  guideAssignmentRoutes,
  guideCalendarRoutes,
  tourBookingRoutes,
  TOUR_BOOKING_API,
  TOUR_BOOKING_SCHEMAS,
} from './modules/tour-bookings';
import {
  TIMED_MESSAGE_API,
  TIMED_MESSAGE_SCHEMAS,
  timedMessageRoutes,
} from './modules/timed-messages';
import {
  ENQUIRY_QUOTE_API,
  enquiryQuoteRoutes,
  QUOTE_API,
  QUOTE_SCHEMAS,
  quoteRoutes,
} from './modules/quotes';
import type { ApiModule } from './rest/api-contract';
import { openApiDocument } from './rest/openapi-document';
import { resolveViewer } from './rest/rest-helpers';
import type { Services } from './services';

interface RestModule extends ApiModule {
  routes(services: Services): Router;
}

/**
 * The specification's `/api/...` paths: each module's operations (its contract) and the router
 * that registers them. The OpenAPI document (openapi.json, /api/docs) is written from this table.
 */
const REST_MODULES: RestModule[] = [
  {
    name: 'auth',
    description: 'Accounts: sign up, sign in, the signed-in account, tour-guide confirmation.',
    prefix: '/auth',
    operations: AUTH_API,
    schemas: AUTH_SCHEMAS,
    routes: (s) => authRoutes(s.auth),
  },
  {
    name: 'passwordReset',
    description: 'A forgotten password: an emailed link, then a new password.',
    prefix: '/auth',
    operations: PASSWORD_RESET_API,
    routes: (s) => passwordResetRoutes(s.passwordReset),
  },
  {
    name: 'account',
    description: "The signed-in account's profile, and deleting it.",
    prefix: '/auth',
    operations: ACCOUNT_API,
    routes: (s) => accountRoutes(s.account),
  },
  {
    name: 'privacy',
    description: 'What the site holds about the signed-in account, as one download.',
    prefix: '/auth',
    operations: PERSONAL_DATA_API,
    routes: (s) => personalDataRoutes(s.personalData),
  },
  {
    name: 'feedback',
    description: "Travellers' reviews with their star ratings and photos.",
    prefix: '/feedback',
    operations: FEEDBACK_API,
    schemas: FEEDBACK_SCHEMAS,
    routes: (s) => feedbackRoutes(s.feedback, s.media),
  },
  {
    name: 'feedbackModeration',
    description: "The company's reply under a review, and reviews hidden from visitors.",
    prefix: '/feedback',
    operations: FEEDBACK_MODERATION_API,
    routes: (s) => feedbackModerationRoutes(s.feedbackModeration),
  },
  {
    name: 'bookings',
    description:
      "Requests for a tour guide: the booking form, a traveller's own, the guides' inbox.",
    prefix: '/bookings',
    operations: BOOKING_API,
    schemas: BOOKING_SCHEMAS,
    routes: (s) => bookingRoutes(s.bookings, s.bookingInbox),
  },
  {
    name: 'enquiryQuotes',
    description: "Quotes for custom tours, written on an enquiry in the traveller's language.",
    prefix: '/bookings',
    operations: ENQUIRY_QUOTE_API,
    schemas: QUOTE_SCHEMAS,
    routes: (s) => enquiryQuoteRoutes(s.quotes),
  },
  {
    name: 'quotes',
    description: 'A quote by its emailed link: read it, and accept it to book its guide.',
    prefix: '/quotes',
    operations: QUOTE_API,
    routes: (s) => quoteRoutes(s.quotes),
  },
  {
    name: 'tours',
    description: 'The tours booked online, with their prices by party size.',
    prefix: '/tours',
    operations: TOUR_API,
    schemas: TOUR_SCHEMAS,
    routes: (s) => tourRoutes(s.tours),
  },
  {
    name: 'availability',
    description: 'When each tour can start: a guide free for all of its days.',
    prefix: '/tours',
    operations: AVAILABILITY_API,
    routes: (s) => availabilityRoutes(s.availability),
  },
  {
    name: 'guides',
    description: "The company's tour guides and their days off.",
    prefix: '/guides',
    operations: GUIDE_API,
    schemas: GUIDE_SCHEMAS,
    routes: (s) => guideRoutes(s.guides, s.guidePhotos, s.media),
  },
  {
    name: 'tourBookings',
    description:
      "Booking a tour online: a guide held while the deposit is paid, the traveller's link.",
    prefix: '/tour-bookings',
    operations: TOUR_BOOKING_API,
    schemas: TOUR_BOOKING_SCHEMAS,
    routes: (s) => tourBookingRoutes(s.tourBookings, s.tourDeposits, s.companyBookings),
  },
  {
    name: 'guideAssignments',
    description:
      "Which guide leads which tour: a day's manifest, the guides' month, moving a booking.",
    prefix: '/tour-bookings',
    operations: GUIDE_ASSIGNMENT_API,
    routes: (s) => guideAssignmentRoutes(s.companyBookings),
  },
  {
    name: 'guideCalendars',
    description:
      "Each guide's private calendar of the tours they lead and their days off, for their phone.",
    prefix: '/guide-calendars',
    operations: GUIDE_CALENDAR_API,
    routes: (s) => guideCalendarRoutes(s.guideCalendars),
  },
  {
    name: 'timedMessages',
    description:
      "The messages a confirmed booking's traveller gets by themselves: the balance falling due, the day before, a thank-you after.",
    prefix: '/timed-messages',
    operations: TIMED_MESSAGE_API,
    schemas: TIMED_MESSAGE_SCHEMAS,
    routes: (s) => timedMessageRoutes(s.timedMessageSettings),
  },
  {
    name: 'albums',
    description: 'Photo albums of past tours, kept by the tour guides.',
    prefix: '/tour-albums',
    operations: ALBUM_API,
    schemas: ALBUM_SCHEMAS,
    routes: (s) => albumRoutes(s.albums, s.media),
  },
  {
    name: 'debug',
    description: "Tour guides' checks that stored images reach the browser.",
    prefix: '/debug',
    operations: DEBUG_API,
    routes: (s) => debugRoutes(s.albums),
  },
  {
    name: 'content',
    description: "The site's published content (destinations, tour plans, pages …), by kind.",
    prefix: '/content',
    operations: CONTENT_API,
    schemas: CONTENT_SCHEMAS,
    routes: (s) => contentRoutes(s.content),
  },
  // Before the editor, whose '/:kind' would otherwise take 'pictures' for a kind.
  {
    name: 'contentPictures',
    description: "Pictures for the content's fields: uploaded, or copied from an album.",
    prefix: '/content-editor/pictures',
    operations: CONTENT_PICTURES_API,
    routes: (s) => contentPictureRoutes(s.contentPictures, s.media),
  },
  {
    name: 'contentEditor',
    description: "The tour guides' content editor: drafts, publishing, revisions, order.",
    prefix: '/content-editor',
    operations: CONTENT_EDITOR_API,
    routes: (s) => contentEditorRoutes(s.contentEditor, s.contentEntries),
  },
];

/** The REST adapter's OpenAPI document: openapi.json, and /api/docs outside production. */
export const restApiDocument = () => openApiDocument(REST_MODULES);

/** The REST adapter, on the same services as GraphQL. */
export function restRouter(
  services: Services,
  viewerOf: (req: Request) => Promise<Viewer>,
  afterBodyParsing: RequestHandler[] = [],
): Router {
  const router = Router();
  router.use(express.json({ limit: '100kb' }), ...afterBodyParsing, resolveViewer(viewerOf));
  for (const module of REST_MODULES) router.use(module.prefix, module.routes(services));
  return router;
}
