import { z } from 'zod';
import {
  isoTime,
  Message,
  operation,
  text,
  UPLOAD_REFUSALS,
  type Operation,
} from '../../rest/api-contract';
import {
  ALBUM_CAPTION_MAX_LENGTH,
  ALBUM_DESCRIPTION_MAX_LENGTH,
  ALBUM_LOCATION_MAX_LENGTH,
  ALBUM_MAX_FILES,
  ALBUM_TITLE_MAX_LENGTH,
} from '@lanka-tours/shared/album-rules';

export const RestAlbumImage = z.object({ _id: z.string(), url: z.string(), caption: z.string() });

export const RestAlbum = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  date: z.string().meta({ description: 'YYYY-MM-DD' }),
  coverImage: z.string().nullable().meta({ description: 'The chosen photo, else the first.' }),
  images: z.array(RestAlbumImage),
  createdAt: isoTime,
  updatedAt: isoTime,
});

const ALBUM_FIELDS = {
  title: text("The album's title.", { max: ALBUM_TITLE_MAX_LENGTH }),
  location: text('Where the tour went.', { max: ALBUM_LOCATION_MAX_LENGTH }),
  date: text('YYYY-MM-DD (a longer ISO time is cut to its date).'),
  description: text('About the tour.', { max: ALBUM_DESCRIPTION_MAX_LENGTH, optional: true }),
};

const Changed = z.object({ album: RestAlbum, message: z.string() });
const changed = (description: string) => ({ status: 200, description, body: Changed });
const NOT_FOUND: Operation['errors'] = ['NOT_FOUND'];

/** `/api/tour-albums`: photo albums of past tours; anyone reads, tour guides change. */
export const ALBUM_API = {
  list: operation({
    method: 'get',
    path: '/',
    summary: 'Every album',
    access: 'anyone',
    answer: {
      status: 200,
      description: 'The albums.',
      body: z.object({ albums: z.array(RestAlbum) }),
    },
  }),
  get: operation({
    method: 'get',
    path: '/:id',
    summary: 'One album',
    access: 'anyone',
    answer: { status: 200, description: 'The album.', body: z.object({ album: RestAlbum }) },
    errors: NOT_FOUND,
  }),
  create: operation({
    method: 'post',
    path: '/',
    summary: 'Make an album',
    access: 'tour-guide',
    json: ALBUM_FIELDS,
    answer: { ...changed('Made.'), status: 201 },
    errors: ['BAD_USER_INPUT'],
  }),
  update: operation({
    method: 'put',
    path: '/:id',
    summary: "Change an album's details",
    access: 'tour-guide',
    json: ALBUM_FIELDS,
    answer: changed('Saved.'),
    errors: ['BAD_USER_INPUT', 'NOT_FOUND'],
  }),
  delete: operation({
    method: 'delete',
    path: '/:id',
    summary: 'Delete an album and its photos',
    access: 'tour-guide',
    answer: { status: 200, description: 'Deleted.', body: Message },
    errors: NOT_FOUND,
  }),
  upload: operation({
    method: 'post',
    path: '/:id/images',
    summary: `Add up to ${ALBUM_MAX_FILES} photos (JPEG, PNG or GIF), with captions`,
    access: 'tour-guide',
    multipart: {
      fields: {
        captions: text('A JSON list of captions, one per photo, in order.', { optional: true }),
      },
      files: { name: 'images', max: ALBUM_MAX_FILES },
    },
    answer: { ...changed('Added.'), status: 201 },
    errors: ['BAD_USER_INPUT', 'NOT_FOUND', ...UPLOAD_REFUSALS],
  }),
  deleteImage: operation({
    method: 'delete',
    path: '/:id/images/:imageId',
    summary: 'Delete one photo',
    access: 'tour-guide',
    answer: changed('Deleted; the cover falls back to the first photo.'),
    errors: NOT_FOUND,
  }),
  caption: operation({
    method: 'put',
    path: '/:id/images/:imageId/caption',
    summary: "Change a photo's caption",
    access: 'tour-guide',
    json: {
      caption: text('Empty or left out removes it.', {
        max: ALBUM_CAPTION_MAX_LENGTH,
        optional: true,
      }),
    },
    answer: {
      status: 200,
      description: 'Saved.',
      body: z.object({ image: RestAlbumImage, message: z.string() }),
    },
    errors: ['BAD_USER_INPUT', 'NOT_FOUND'],
  }),
  cover: operation({
    method: 'put',
    path: '/:id/cover',
    summary: "Choose an album's cover photo",
    access: 'tour-guide',
    json: { imageId: text('One of the album’s photos.') },
    answer: changed('Saved.'),
    errors: NOT_FOUND,
  }),
};

export const ALBUM_SCHEMAS = { Album: RestAlbum, AlbumImage: RestAlbumImage };
