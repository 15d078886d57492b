import { In, type EntityManager } from 'typeorm';
import { isValidEmail } from '@lanka-tours/shared/email-address';
import type { MailAttachment } from './mail-transport';
import { OutboxMessage } from './outbox.entity';

export interface MailRecipient {
  address: string;
  name?: string;
}

export interface MailMessage {
  /** What the message is about, e.g. 'password-reset'; kept beside its delivery status. */
  kind: string;
  to: MailRecipient;
  /** Where a reply should go, e.g. the visitor who wrote to the business. */
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

const SUBJECT_MAX_LENGTH = 200;
const NAME_MAX_LENGTH = 100;

/**
 * Text bound for a header (subject, display name): line breaks and other control characters
 * become spaces, so no value can start a header of its own.
 */
export function headerText(value: string, maxLength: number): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength);
}

function checkedAddress(address: string): string {
  const trimmed = address.trim();
  // Callers validate what people type; an address reaching here unchecked is a programming error.
  if (!isValidEmail(trimmed)) throw new Error('An email was queued for an invalid address');
  return trimmed;
}

/**
 * Queues an email in the caller's transaction: it is sent only if that transaction commits, and
 * nobody waits for SMTP. Returns the message's id (the preview shows it at /dev/mail/:id).
 */
export async function enqueueMail(manager: EntityManager, message: MailMessage): Promise<string> {
  const row = manager.create(OutboxMessage, {
    kind: message.kind,
    toAddress: checkedAddress(message.to.address),
    toName: message.to.name ? headerText(message.to.name, NAME_MAX_LENGTH) || null : null,
    replyTo: message.replyTo ? checkedAddress(message.replyTo) : null,
    subject: headerText(message.subject, SUBJECT_MAX_LENGTH),
    html: message.html,
    text: message.text,
    attachments: message.attachments ?? null,
  });
  await manager.insert(OutboxMessage, row);
  return row.id;
}

/** Where one message stands, for the people who track it (e.g. the admin's enquiry inbox). */
export type MailDelivery = Pick<
  OutboxMessage,
  'id' | 'kind' | 'toAddress' | 'status' | 'attempts' | 'lastError' | 'createdAt' | 'sentAt'
>;

export function mailDeliveries(manager: EntityManager, ids: string[]): Promise<MailDelivery[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return manager.find(OutboxMessage, {
    select: {
      id: true,
      kind: true,
      toAddress: true,
      status: true,
      attempts: true,
      lastError: true,
      createdAt: true,
      sentAt: true,
    },
    where: { id: In(ids) },
  });
}

/**
 * Gives a failed message a fresh set of attempts, due now; its last error stays until the next
 * attempt replaces it. False when the message is not failed (queued, sending or sent already).
 */
export async function requeueMail(manager: EntityManager, id: string): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .update(OutboxMessage)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: () => 'now()' })
    .where('id = :id AND status = :failed', { id, failed: 'failed' })
    .execute();
  return result.affected === 1;
}
