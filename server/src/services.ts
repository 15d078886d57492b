import type { DataSource } from 'typeorm';
import { RateLimiter } from './common/rate-limit';
import { SiteChanges } from './common/site-changes';
import type { Config } from './config';
import { AccountService } from './modules/account/account.service';
import { AccountEmails } from './modules/auth/account-emails';
import { AuthService } from './modules/auth/auth.service';
import { GuideAccessService } from './modules/auth/guide-access.service';
import { LoginLimits } from './modules/auth/login-limits';
import { SignupLimit } from './modules/auth/signup-limit';
import { BookingInboxService } from './modules/booking/booking-inbox.service';
import { BookingService } from './modules/booking/booking.service';
import { FormTickets } from './modules/booking/form-tickets';
import { PasswordConfirmation } from './modules/auth/password-confirmation';
import { PasswordResetService } from './modules/auth/password-reset.service';
import { SessionTokens } from './modules/auth/session-tokens';
import { mailPreviewUrl } from './modules/mail';
import { fromThisMachine } from './common/request-scope';
import { SecurityQuestionsService } from './modules/security-questions/security-questions.service';
import { SupportService } from './modules/support/support.service';
import { AlbumService } from './modules/albums/album.service';
import { ContentEditorService } from './modules/content/content-editor.service';
import { ContentEntriesService } from './modules/content/content-entries.service';
import { ContentPictureService } from './modules/content/content-pictures.service';
import { ContentService } from './modules/content/content.service';
import { FeedbackLimit } from './modules/feedback/feedback-limit';
import { FeedbackService } from './modules/feedback/feedback.service';
import { MediaService } from './modules/media/media.service';
import { PersonalDataService } from './modules/privacy/personal-data.service';
import { User } from './modules/users/user.entity';

export interface Services {
  dataSource: DataSource;
  rateLimiter: RateLimiter;
  /** Tells every instance that what visitors see has changed. */
  siteChanges: SiteChanges;
  auth: AuthService;
  passwordReset: PasswordResetService;
  securityQuestions: SecurityQuestionsService;
  account: AccountService;
  support: SupportService;
  media: MediaService;
  feedback: FeedbackService;
  bookings: BookingService;
  bookingInbox: BookingInboxService;
  albums: AlbumService;
  personalData: PersonalDataService;
  content: ContentService;
  contentEditor: ContentEditorService;
  contentEntries: ContentEntriesService;
  contentPictures: ContentPictureService;
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
  const feedback = new FeedbackService(
    dataSource,
    changes,
    media,
    new FeedbackLimit(limiter, config.feedbackPerDay),
  );
  const bookingInbox = new BookingInboxService(dataSource, previewUrl);
  return {
    dataSource,
    rateLimiter: limiter,
    siteChanges: changes,
    auth: new AuthService(
      dataSource.getRepository(User),
      tokens,
      new GuideAccessService(dataSource, config.adminEmails, limiter, emails, previewUrl),
      new LoginLimits(limiter),
      new SignupLimit(limiter, config.signupsPerHour),
    ),
    passwordReset: new PasswordResetService(dataSource, limiter, emails, previewUrl),
    securityQuestions,
    account: new AccountService(dataSource, changes, tokens, passwords, emails),
    support: new SupportService(dataSource, limiter, securityQuestions, {
      businessEmail: config.mail.businessEmail,
      siteUrl: config.publicUrl,
    }),
    media,
    feedback,
    bookings: new BookingService(dataSource, limiter, new FormTickets(config.jwtSecret), {
      businessEmail: config.mail.businessEmail,
      siteUrl: config.publicUrl,
    }),
    bookingInbox,
    albums: new AlbumService(dataSource, changes, media, config.publicUrl),
    personalData: new PersonalDataService(feedback, bookingInbox, securityQuestions, limiter, {
      publicUrl: config.publicUrl,
      businessEmail: config.mail.businessEmail,
    }),
    content: new ContentService(dataSource, changes),
    contentEditor: new ContentEditorService(dataSource, changes),
    contentEntries: new ContentEntriesService(dataSource, changes),
    contentPictures: new ContentPictureService(dataSource, media),
  };
}
