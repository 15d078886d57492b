import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Media } from '../media';
import { User } from '../users';

/** A review row; GraphQL and REST show it as FeedbackView (feedback.types.ts). */
@Entity('feedback')
export class Feedback {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  author: User;

  @Column({ name: 'full_name', type: 'varchar', length: 100 })
  fullName: string;

  @Column({ type: 'smallint' })
  rating: number;

  @Column({ type: 'text' })
  comment: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  location: string | null;

  @OneToMany(() => FeedbackImage, (image) => image.feedback)
  images: FeedbackImage[];

  /** The booking a verified traveller reviewed; null for any other review. */
  @Column({ name: 'booking_id', type: 'uuid', nullable: true })
  bookingId: string | null;

  /** The reviewed tour's title and month (YYYY-MM), kept should the booking go. */
  @Column({ name: 'verified_tour', type: 'varchar', length: 200, nullable: true })
  verifiedTour: string | null;

  @Column({ name: 'verified_month', type: 'char', length: 7, nullable: true })
  verifiedMonth: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** Owns its media row: deleting this row deletes the image (trigger delete_owned_media). */
@Entity('feedback_images')
export class FeedbackImage {
  @PrimaryColumn({ name: 'feedback_id', type: 'uuid' })
  feedbackId: string;

  @PrimaryColumn({ name: 'media_id', type: 'uuid' })
  mediaId: string;

  @Column({ type: 'smallint' })
  position: number;

  @ManyToOne(() => Feedback, (feedback) => feedback.images, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'feedback_id' })
  feedback: Feedback;

  @ManyToOne(() => Media, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'media_id' })
  media: Media;
}
