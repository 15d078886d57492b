import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Media } from '../media';

/** A tour's photo album; GraphQL and REST show it as TourAlbumView (album.types.ts). */
@Entity('tour_albums')
export class TourAlbum {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 120 })
  location: string;

  /** YYYY-MM-DD */
  @Column({ type: 'date' })
  date: string;

  /** The chosen cover, one of this album's images; null when none was chosen. */
  @Column({ name: 'cover_image_id', type: 'uuid', nullable: true })
  coverImageId: string | null;

  @OneToMany(() => AlbumImage, (image) => image.album)
  images: AlbumImage[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** Owns its media row: deleting this row deletes the image (trigger delete_owned_media). */
@Entity('album_images')
export class AlbumImage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'album_id', type: 'uuid' })
  albumId: string;

  @Column({ name: 'media_id', type: 'uuid' })
  mediaId: string;

  /** Empty when the image has none. */
  @Column({ type: 'varchar', length: 60, default: '' })
  caption: string;

  @Column({ type: 'integer' })
  position: number;

  @ManyToOne(() => TourAlbum, (album) => album.images, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'album_id' })
  album: TourAlbum;

  @ManyToOne(() => Media, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'media_id' })
  media: Media;
}
