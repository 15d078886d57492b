import { Field, ID, Int, ObjectType } from 'type-graphql';
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
import { Media } from '../media/media.entity';
import { User } from '../users/user.entity';

@ObjectType('Feedback', { description: 'A star-rated review written by a signed-in visitor.' })
@Entity('feedback')
export class Feedback {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, { description: 'The author.' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  author: User;

  @Field()
  @Column({ name: 'full_name', type: 'varchar', length: 100 })
  fullName: string;

  @Field(() => Int, { description: 'From 1 to 5 stars.' })
  @Column({ type: 'smallint' })
  rating: number;

  @Field()
  @Column({ type: 'text' })
  comment: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  location: string | null;

  /** In upload order; GraphQL shows them through FeedbackResolver.images. */
  @OneToMany(() => FeedbackImage, (image) => image.feedback)
  images: FeedbackImage[];

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field()
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
