import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType } from 'type-graphql';
import { AccountResolver } from './modules/account';
import { AuthResolver } from './modules/auth';
import { AlbumResolver } from './modules/albums';
import {
  ContentEditorResolver,
  ContentEntriesResolver,
  ContentPicturesResolver,
  ContentResolver,
} from './modules/content';
import { FeedbackResolver } from './modules/feedback';
import {
  PasswordResetResolver,
  SecurityQuestionsResolver,
  ManualVerificationResolver,
} from './modules/account-recovery';
import { BookingResolver } from './modules/booking';
import { PersonalDataResolver } from './modules/privacy';
import type { Services } from './services';

const RESOLVERS = [
  AuthResolver,
  PasswordResetResolver,
  SecurityQuestionsResolver,
  AccountResolver,
  ManualVerificationResolver,
  FeedbackResolver,
  BookingResolver,
  AlbumResolver,
  PersonalDataResolver,
  ContentResolver,
  ContentEditorResolver,
  ContentEntriesResolver,
  ContentPicturesResolver,
] as const;

/** Resolvers are built once with the services they need; type-graphql asks this for them. */
function resolverContainer(services: Services): ContainerType {
  const instances = new Map<unknown, object>([
    [AuthResolver, new AuthResolver(services.auth)],
    [PasswordResetResolver, new PasswordResetResolver(services.passwordReset)],
    [SecurityQuestionsResolver, new SecurityQuestionsResolver(services.securityQuestions)],
    [AccountResolver, new AccountResolver(services.account)],
    [ManualVerificationResolver, new ManualVerificationResolver(services.manualVerification)],
    [FeedbackResolver, new FeedbackResolver(services.feedback)],
    [BookingResolver, new BookingResolver(services.bookings, services.bookingInbox)],
    [AlbumResolver, new AlbumResolver(services.albums)],
    [PersonalDataResolver, new PersonalDataResolver(services.personalData)],
    [ContentResolver, new ContentResolver(services.content)],
    [ContentEditorResolver, new ContentEditorResolver(services.contentEditor)],
    [ContentEntriesResolver, new ContentEntriesResolver(services.contentEntries)],
    [ContentPicturesResolver, new ContentPicturesResolver(services.contentPictures)],
  ]);
  return {
    get: (resolverClass) => {
      const instance = instances.get(resolverClass);
      if (!instance) throw new Error(`No instance registered for ${String(resolverClass)}`);
      return instance;
    },
  };
}

/** type-graphql gives the root types no description of their own; the schema's readers see these. */
const ROOT_DESCRIPTIONS: Record<string, string> = {
  Query:
    'What a client can read. Signed in, send `Authorization: Bearer <token>`: a field of the ' +
    "signed-in user's needs it, one for tour guides only a tour guide's; the others are open to anyone.",
  Mutation:
    'What a client can change. A refusal comes as an error with extensions.code and, for a form, extensions.fields.',
};

/** Without services the schema can still be printed (see scripts/emit-schema.ts). */
export async function buildAppSchema(services?: Services): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: RESOLVERS,
    container: services ? resolverContainer(services) : undefined,
    validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
  });
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (root) root.description = ROOT_DESCRIPTIONS[root.name];
  }
  return schema;
}
