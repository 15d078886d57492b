/** The mail module's public face: features queue emails; main.ts runs the worker. */
export {
  enqueueMail,
  mailDeliveries,
  requeueMail,
  type MailDelivery,
  type MailMessage,
  type MailRecipient,
} from './mail-outbox';
export { inertText } from './inert-text';
export { renderEmail, type EmailContent } from './mail-layout';
export { mailPreviewRoutes, mailPreviewUrl } from './mail-preview.routes';
export { createMailTransport, type MailAttachment } from './mail-transport';
export { MailWorker } from './mail-worker';
export { OutboxMessage, type OutboxStatus } from './outbox.entity';
