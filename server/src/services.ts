import type { DataSource } from 'typeorm';
import { RateLimiter } from './common/rate-limit';
import { SiteChanges } from './common/site-changes';
import type { Config } from './config';
import { AccountService } from './modules/account';
import {
  AccountEmails,
  AuthService,
  GuideAccessService,
  LoginLimits,
  SignupLimit,
  PasswordConfirmation,
  SessionTokens,
} from './modules/auth';
import { BookingInboxService, BookingService, FormTickets } from './modules/booking';
import {
  PasswordResetService,
  SecurityQuestionsService,
  ManualVerificationService,
} from './modules/account-recovery';
import { mailPreviewUrl } from './modules/mail';
import { fromThisMachine } from './common/request-scope';
import { AlbumService } from './modules/albums';
import {
  ContentEditorService,
  ContentEntriesService,
  ContentPictureService,
  ContentService,
} from './modules/content';
import {
  FeedbackLimit,
  FeedbackModerationService,
  FeedbackService,
  ReviewInvitations,
} from './modules/feedback';
import { MediaService } from './modules/media';
import { PersonalDataService } from './modules/privacy';
import { TourService } from './modules/tours';
import { AvailabilityService, GuidePhotoService, GuideService } from './modules/guides';
import {
  BankTransfer,
  BookingPayments,
  CompanyBookingsService,
  GuideCalendarFeeds,
  inTurn,
  ManageLinks,
  PayHere,
  StripeCheckout,
  TourBookingService,
  TourDepositService,
} from './modules/tour-bookings';
import {
  sendTimedMessage,
  TimedMessageSettingsService,
  tripMessages,
} from './modules/timed-messages';
import { enquiryFollowsQuote, QuoteLinks, QuoteService } from './modules/quotes';
import { User } from './modules/users';

export interface Services {
  dataSource: DataSource;
  rateLimiter: RateLimiter;
  /** Tells every instance that what visitors see has changed. */
  siteChanges: SiteChanges;
  auth: AuthService;
  passwordReset: PasswordResetService;
  securityQuestions: SecurityQuestionsService;
  account: AccountService;
  manualVerification: ManualVerificationService;
  media: MediaService;
  feedback: FeedbackService;
  feedbackModeration: FeedbackModerationService;
  bookings: BookingService;
  bookingInbox: BookingInboxService;
  albums: AlbumService;
  personalData: PersonalDataService;
  content: ContentService;
  contentEditor: ContentEditorService;
  contentEntries: ContentEntriesService;
  contentPictures: ContentPictureService;
  tours: TourService;
  guides: GuideService;
  guidePhotos: GuidePhotoService;
  availability: AvailabilityService;
  tourBookings: TourBookingService;
  tourDeposits: TourDepositService;
  guideCalendars: GuideCalendarFeeds;
  /** Set when deposits may be paid on PayHere's checkout. */
  payHere?: PayHere;
  /** Set when deposits may be paid on Stripe Checkout. */
  stripe?: StripeCheckout;
  companyBookings: CompanyBookingsService;
  /** The queue's task that sends one timed message of a booking. */
  timedMessage: ReturnType<typeof sendTimedMessage>;
  timedMessageSettings: TimedMessageSettingsService;
  quotes: QuoteService;
}

export function createServices(dataSource: DataSource, config: Config): Services {
  const tokens = new SessionTokens(config);
  const limiter = new RateLimiter(dataSource, config.redisUrl);
  const changes = new SiteChanges(dataSource, config.redisUrl);
  const passwords = new PasswordConfirmation(limiter);
  const emails = new AccountEmails(config.publicUrl);
  // The preview stands in for a mailbox only where no real one is configured, and only for the
  // person at this machine: anyone else could read a reset link meant for someone else.
  const previewsMail = !config.isProduction && !config.mail.smtpUrl;
  const previewUrl = (messageId: string) =>
    previewsMail && fromThisMachine() ? mailPreviewUrl(config.publicUrl, messageId) : undefined;
  const media = new MediaService(dataSource, config.media);
  const securityQuestions = new SecurityQuestionsService(dataSource, limiter, passwords, emails);
  const reviewInvitations = new ReviewInvitations(config.jwtSecret);
  const feedback = new FeedbackService(
    dataSource,
    changes,
    media,
    new FeedbackLimit(limiter, config.feedbackPerDay),
    reviewInvitations,
  );
  const bookingInbox = new BookingInboxService(dataSource, previewUrl);
  const content = new ContentService(dataSource, changes);
  const tours = new TourService(content);
  const formTickets = new FormTickets(config.jwtSecret);
  const { tourBookings: bookingSettings, mail } = config;
  const manageLinks = new ManageLinks(config.jwtSecret);
  const bankTransfer = new BankTransfer(
    bookingSettings.bankTransferHoldHours,
    bookingSettings.bankTransferDetails,
  );
  const bookingEmails = { businessEmail: mail.businessEmail, siteUrl: config.publicUrl };
  const { payments: paymentSettings } = bookingSettings;
  const holdMinutes = bookingSettings.onlineHoldMinutes;
  const payHere =
    paymentSettings.payHere &&
    new PayHere({ ...paymentSettings.payHere, publicUrl: config.publicUrl, holdMinutes });
  const stripe =
    paymentSettings.stripe && new StripeCheckout({ ...paymentSettings.stripe, holdMinutes });
  const methods = [bankTransfer, payHere, stripe].filter((method) => method !== undefined);
  const guideAccess = new GuideAccessService(
    dataSource,
    config.adminEmails,
    limiter,
    emails,
    previewUrl,
  );
  const payments = new BookingPayments(
    methods.find(({ name }) => name === paymentSettings.provider) ?? bankTransfer,
    methods,
    manageLinks,
    config.publicUrl,
    bookingSettings.cancellationFeePercent,
  );
  // A booking's confirmation and cancellation move its timed messages and its quoted enquiry.
  const lifecycle = inTurn(tripMessages, enquiryFollowsQuote);
  const tourBookings = new TourBookingService(
    dataSource,
    tours,
    limiter,
    formTickets,
    manageLinks,
    payments,
    { leadDays: bookingSettings.leadDays, ...bookingEmails },
    lifecycle,
  );
  return {
    dataSource,
    rateLimiter: limiter,
    siteChanges: changes,
    auth: new AuthService(
      dataSource.getRepository(User),
      tokens,
      guideAccess,
      new LoginLimits(limiter),
      new SignupLimit(limiter, config.signupsPerHour),
    ),
    passwordReset: new PasswordResetService(dataSource, limiter, emails, previewUrl),
    securityQuestions,
    account: new AccountService(dataSource, changes, tokens, passwords, emails),
    manualVerification: new ManualVerificationService(dataSource, limiter, securityQuestions, {
      businessEmail: config.mail.businessEmail,
      siteUrl: config.publicUrl,
    }),
    media,
    feedback,
    feedbackModeration: new FeedbackModerationService(dataSource, changes),
    bookings: new BookingService(dataSource, limiter, formTickets, {
      businessEmail: config.mail.businessEmail,
      siteUrl: config.publicUrl,
    }),
    bookingInbox,
    albums: new AlbumService(dataSource, changes, media, config.publicUrl),
    personalData: new PersonalDataService(feedback, bookingInbox, securityQuestions, limiter, {
      publicUrl: config.publicUrl,
      businessEmail: config.mail.businessEmail,
    }),
    content,
    contentEditor: new ContentEditorService(dataSource, changes),
    contentEntries: new ContentEntriesService(dataSource, changes),
    contentPictures: new ContentPictureService(dataSource, media),
    tours,
    guides: new GuideService(dataSource, (user) => guideAccess.isAdmin(user)),
    guidePhotos: new GuidePhotoService(dataSource, media),
    availability: new AvailabilityService(dataSource, tours, bookingSettings.leadDays),
    tourBookings,
    tourDeposits: new TourDepositService(
      dataSource,
      manageLinks,
      payments,
      bookingEmails,
      lifecycle,
    ),
    payHere,
    stripe,
    companyBookings: new CompanyBookingsService(dataSource, payments, bookingEmails, lifecycle),
    guideCalendars: new GuideCalendarFeeds(dataSource, config.jwtSecret, config.publicUrl),
    timedMessageSettings: new TimedMessageSettingsService(dataSource),
    quotes: new QuoteService(
      dataSource,
      tours,
      tourBookings,
      new QuoteLinks(config.jwtSecret),
      bookingEmails,
      previewUrl,
    ),
    timedMessage: sendTimedMessage({
      dataSource,
      manageLinks,
      reviewInvitations,
      settings: bookingEmails,
      companyPhone: async () => {
        const [brand] = await content.published('brand', 'en');
        return (brand.document as { contact: { phone: string } }).contact.phone;
      },
    }),
  };
}
