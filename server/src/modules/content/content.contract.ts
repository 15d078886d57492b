import { z } from 'zod';
import { isoTime, operation, text, UPLOAD_REFUSALS, type Operation } from '../../rest/api-contract';
import { CONTENT_KIND_NAMES, pageSchema } from '@lanka-tours/shared/content';
import {
  AnyContentDocument,
  CONTENT_DOCUMENT_SCHEMAS,
  ContentKindSchema as KIND,
  entryOfKinds,
} from './content-document-schemas';
import { ENTRY_LABEL } from './entry-labels';
import { TEXT_CHANGE_DESCRIPTIONS } from './content.types';

const EnglishTexts = z.array(z.string()).meta({
  description:
    "The paths of the document's texts shown in English for want of a translation " +
    "('fullDetails.attractions.0.name'); none in English.",
});
const PUBLISHED = { englishTexts: EnglishTexts };
/** A published entry: its kind, its key (a destination's id, a page's slug …), its document. */
const RestContentDocument = entryOfKinds(CONTENT_KIND_NAMES, PUBLISHED);

/** Answers' parts named once in the document's components. */
export const CONTENT_SCHEMAS = { ...CONTENT_DOCUMENT_SCHEMAS, EnglishTexts };

/** Where a path names a kind, or a page by its slug. */
const IN_KIND = { kind: KIND };
const SLUG = { slug: z.string().regex(pageSchema.fields.slug.pattern) };

/** One saved version of an entry (its document with its English texts); never rewritten. */
const RestContentRevision = z.object({
  number: z.number().int().meta({ description: '1, 2, 3 … for each entry.' }),
  state: z.enum(['draft', 'published', 'archived']),
  document: AnyContentDocument,
  translations: z
    .record(z.string(), z.record(z.string(), z.string()))
    .meta({ description: 'Texts in other languages: {language: {field path: text}}.' }),
  authorName: z.string().nullable().meta({ description: 'Who saved it; none for the first.' }),
  createdAt: isoTime,
  publishedAt: isoTime.nullable(),
});

const RestTextChange = z
  .object({
    path: z.string().meta({ description: TEXT_CHANGE_DESCRIPTIONS.path }),
    language: z.string().meta({ description: TEXT_CHANGE_DESCRIPTIONS.language }),
    before: z.string().nullable().meta({ description: TEXT_CHANGE_DESCRIPTIONS.before }),
    after: z.string().nullable().meta({ description: TEXT_CHANGE_DESCRIPTIONS.after }),
  })
  .meta({ description: TEXT_CHANGE_DESCRIPTIONS.change });

const RestHistoryRevision = RestContentRevision.extend({
  changedFields: z
    .array(z.string())
    .nullable()
    .meta({ description: TEXT_CHANGE_DESCRIPTIONS.changedFields }),
  textChanges: z
    .array(RestTextChange)
    .nullable()
    .meta({ description: TEXT_CHANGE_DESCRIPTIONS.textChanges }),
  restorable: z.boolean().meta({ description: TEXT_CHANGE_DESCRIPTIONS.restorable }),
});

const Label = z.string().meta({ description: ENTRY_LABEL });

/** An entry as its editors see it: published and draft, with the version a save must name. */
export const RestContentEntry = z.object({
  kind: KIND,
  key: z.string(),
  label: Label,
  position: z.number().int(),
  version: z
    .number()
    .int()
    .meta({ description: 'Send it back with a save, so a stale form is refused.' }),
  published: RestContentRevision.nullable(),
  draft: RestContentRevision.nullable(),
});

/** An entry as the editor lists it. */
const RestContentEntrySummary = z.object({
  kind: KIND,
  key: z.string(),
  label: Label,
  position: z.number().int(),
  version: z.number().int(),
  published: z.boolean(),
  hasDraft: z.boolean().meta({ description: 'Whether a draft waits to be published.' }),
});

const LANGUAGE = {
  language: text('en (default), de, fr, ru or zh; a missing text falls back to English.'),
};
const READ = {
  ...LANGUAGE,
  preview: text(
    "1: each entry's draft where it has one, else its published version; tour guides only.",
    { optional: true },
  ),
};
const VERSION = {
  expectedVersion: z
    .number()
    .int()
    .meta({ description: "The entry's version when the form was opened." }),
};
/** A document with its English texts: its fields are checked against its kind's. */
const DOCUMENT = {
  document: AnyContentDocument,
  translations: z.record(z.string(), z.record(z.string(), z.string())).optional().meta({
    description: 'Texts in other languages, by language and field path.',
  }),
};
const Entry = z.object({ entry: RestContentEntry });
const entryAnswer = (description: string, status = 200) => ({ status, description, body: Entry });
const EDITS: Operation['errors'] = ['BAD_USER_INPUT', 'NOT_FOUND', 'CONTENT_STALE'];

/** `/api/content`: the published site content, for everyone (GraphQL siteContent, contentPage). */
export const CONTENT_API = {
  page: operation({
    method: 'get',
    path: '/pages/:slug',
    summary: 'A free page (privacy notice, terms, imprint), published',
    access: 'anyone',
    params: SLUG,
    query: READ,
    answer: {
      status: 200,
      description: 'The page.',
      body: z.object({ page: entryOfKinds(['page'], PUBLISHED) }),
    },
    errors: ['NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'],
  }),
  kind: operation({
    method: 'get',
    path: '/:kind',
    summary: 'Every published entry of a kind, in order',
    access: 'anyone',
    params: IN_KIND,
    query: READ,
    answer: {
      status: 200,
      description: 'The entries.',
      body: z.object({ entries: z.array(RestContentDocument) }),
    },
    errors: ['NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'],
  }),
};

/** `/api/content-editor`: the tour guides' editor (GraphQL contentEntry and the content mutations). */
export const CONTENT_EDITOR_API = {
  list: operation({
    method: 'get',
    path: '/:kind',
    summary: 'Every entry of a kind, drafts included',
    access: 'tour-guide',
    params: IN_KIND,
    answer: {
      status: 200,
      description: 'The entries.',
      body: z.object({ entries: z.array(RestContentEntrySummary) }),
    },
    errors: ['NOT_FOUND'],
  }),
  create: operation({
    method: 'post',
    path: '/:kind',
    summary: 'Add an entry to a list kind, as a draft',
    access: 'tour-guide',
    params: IN_KIND,
    json: DOCUMENT,
    answer: entryAnswer('Added.', 201),
    errors: ['BAD_USER_INPUT', 'NOT_FOUND'],
  }),
  reorder: operation({
    method: 'put',
    path: '/:kind/order',
    summary: "Put a kind's entries in this order",
    access: 'tour-guide',
    params: IN_KIND,
    json: { keys: z.array(z.string()).meta({ description: 'Every key of the kind, in order.' }) },
    answer: {
      status: 200,
      description: 'Reordered.',
      body: z.object({ entries: z.array(RestContentEntrySummary) }),
    },
    errors: ['BAD_USER_INPUT', 'NOT_FOUND'],
  }),
  get: operation({
    method: 'get',
    path: '/:kind/:key',
    summary: 'One entry with its draft',
    access: 'tour-guide',
    params: IN_KIND,
    answer: entryAnswer('The entry.'),
    errors: ['NOT_FOUND'],
  }),
  remove: operation({
    method: 'delete',
    path: '/:kind/:key',
    summary: 'Remove an entry of a list kind, with its history',
    access: 'tour-guide',
    params: IN_KIND,
    json: VERSION,
    answer: { status: 200, description: 'Removed.', body: z.object({ key: z.string() }) },
    errors: EDITS,
  }),
  saveDraft: operation({
    method: 'put',
    path: '/:kind/:key/draft',
    summary: "Save the entry's draft (refused when someone else changed it since)",
    access: 'tour-guide',
    params: IN_KIND,
    json: { ...VERSION, ...DOCUMENT },
    answer: entryAnswer('Saved.'),
    errors: EDITS,
  }),
  publish: operation({
    method: 'post',
    path: '/:kind/:key/publish',
    summary: 'Publish the draft: visitors see it',
    access: 'tour-guide',
    params: IN_KIND,
    json: VERSION,
    answer: entryAnswer('Published.'),
    errors: EDITS,
  }),
  revisions: operation({
    method: 'get',
    path: '/:kind/:key/revisions',
    summary: "The entry's revisions, newest first, with what each changed",
    access: 'tour-guide',
    params: IN_KIND,
    answer: {
      status: 200,
      description: 'The revisions.',
      body: z.object({ revisions: z.array(RestHistoryRevision) }),
    },
    errors: ['NOT_FOUND'],
  }),
  revision: operation({
    method: 'get',
    path: '/:kind/:key/revisions/:number',
    summary: 'One revision of the entry, whole',
    access: 'tour-guide',
    params: IN_KIND,
    answer: {
      status: 200,
      description: 'The revision.',
      body: z.object({ revision: RestContentRevision }),
    },
    errors: ['NOT_FOUND'],
  }),
  restore: operation({
    method: 'post',
    path: '/:kind/:key/revisions/:number/restore',
    summary: 'Make an earlier revision the draft again',
    access: 'tour-guide',
    params: IN_KIND,
    json: VERSION,
    answer: entryAnswer('Restored as the draft.'),
    errors: EDITS,
  }),
};

const Picture = z.object({
  picture: z.object({
    src: z.string(),
    alt: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
});

/** `/api/content-editor/pictures`: pictures for the content, uploaded or taken from an album. */
export const CONTENT_PICTURES_API = {
  upload: operation({
    method: 'post',
    path: '/',
    summary: 'Upload a picture with its alt text (multipart)',
    access: 'tour-guide',
    multipart: {
      fields: { alt: text('Required: what the picture shows.') },
      files: { name: 'picture', max: 1 },
    },
    answer: { status: 201, description: 'Stored, with its WebP variants.', body: Picture },
    errors: ['BAD_USER_INPUT', ...UPLOAD_REFUSALS],
  }),
  fromAlbum: operation({
    method: 'post',
    path: '/from-album',
    summary: 'Copy an album photo for the content, with its alt text',
    access: 'tour-guide',
    json: { imageId: text("The album photo's id."), alt: text('Required.') },
    answer: { status: 201, description: 'Copied.', body: Picture },
    errors: ['BAD_USER_INPUT', 'NOT_FOUND'],
  }),
};
