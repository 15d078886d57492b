import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { MailAttachment } from './mail-transport';

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** One email, written in the transaction of the change that causes it, then sent by the worker. */
@Entity('outbox')
export class OutboxMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** What the message is about, e.g. 'password-reset', so an admin can tell messages apart. */
  @Column({ type: 'varchar', length: 64 })
  kind: string;

  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  toAddress: string;

  @Column({ name: 'to_name', type: 'varchar', length: 100, nullable: true })
  toName: string | null;

  @Column({ name: 'reply_to', type: 'varchar', length: 254, nullable: true })
  replyTo: string | null;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'text' })
  text: string;

  /** Files the server wrote for the message (a calendar entry); none for most. */
  @Column({ type: 'jsonb', nullable: true })
  attachments: MailAttachment[] | null;

  @Column({ type: 'varchar', length: 16, default: 'queued' })
  status: OutboxStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
