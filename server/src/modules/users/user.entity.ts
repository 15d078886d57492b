import { Field, ID, ObjectType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { NAME_MAX_LENGTH } from '@lanka-tours/shared/account-rules';
import { EMAIL_MAX_LENGTH } from '@lanka-tours/shared/email-address';
import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from '@lanka-tours/shared/site-languages';

@ObjectType('User', { description: 'A registered visitor. The email is the identity.' })
@Entity('users')
export class User {
  @Field(() => ID, { description: 'The account id (a UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: `The full name, at most ${NAME_MAX_LENGTH} characters.` })
  @Column({ type: 'varchar', length: NAME_MAX_LENGTH })
  name: string;

  @Field({
    description: `The sign-in address, at most ${EMAIL_MAX_LENGTH} characters; only its owner and the tour guides read it.`,
  })
  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH })
  email: string;

  @Field({ description: 'The country chosen at sign-up, as the registration form names it.' })
  @Column({ type: 'varchar', length: 64 })
  country: string;

  @Field(() => String, {
    description:
      "The language of the account's emails: en, de, fr, ru or zh (Simplified Chinese). Set at sign-up from the request's Accept-Language; only its owner reads it.",
  })
  @Column({ type: 'varchar', length: 8, default: DEFAULT_SITE_LANGUAGE })
  language: SiteLanguage;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  /** When the holder proved they read the address's mailbox (an emailed link); null until then. */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  @Field({ description: 'When the account was made.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

declare module '../../common/request-context' {
  /** A signed-in viewer carries the whole account, as read for the request. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the entity's fields
  interface SessionUser extends User {}
}
