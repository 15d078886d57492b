import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

/**
 * One stored image. Rows never change: new content is a new row with a new id, so the URLs built
 * from the id can be cached forever. The bytes live in `media_variants`.
 */
@Entity('media')
export class Media {
  @PrimaryColumn('uuid')
  id: string;

  /** SHA-256 of the uploaded bytes, hex. */
  @Column({ name: 'content_hash', type: 'char', length: 64 })
  contentHash: string;

  /** The uploaded file's type, as its bytes say. */
  @Column({ type: 'varchar', length: 32 })
  mime: string;

  /** Size of the upright image. */
  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  /** Widths of the stored WebP variants, ascending. */
  @Column({ name: 'variant_widths', type: 'integer', array: true })
  variantWidths: number[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** The re-encoded WebP bytes of one width of a media row; they go when the row goes. */
@Entity('media_variants')
export class MediaVariant {
  @PrimaryColumn({ name: 'media_id', type: 'uuid' })
  mediaId: string;

  @PrimaryColumn({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  @Column({ type: 'bytea' })
  bytes: Buffer;

  @ManyToOne(() => Media, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'media_id' })
  media?: Media;
}
