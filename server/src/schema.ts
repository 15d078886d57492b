import 'reflect-metadata';
import { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage, type ContainerType } from 'type-graphql';
import { AccountResolver } from './modules/account';
import { AuthResolver } from './modules/auth';
import { AlbumResolver } from './modules/albums';
import {
  ContentEditorResolver,
  ContentEntriesResolver,
  ContentPicturesResolver,
  ContentResolver,
} from './modules/content';
import { FeedbackModerationResolver, FeedbackResolver } from './modules/feedback';
import {
  PasswordResetResolver,
  SecurityQuestionsResolver,
  ManualVerificationResolver,
} from './modules/account-recovery';
import { BookingResolver } from './modules/booking';
import { PersonalDataResolver } from './modules/privacy';
import { TourResolver } from './modules/tours';
import { GuideResolver } from './modules/guides';
import {
  GuideAssignmentsResolver,
  GuideCalendarResolver,
  TourBookingResolver,
} from './modules/tour-bookings';
import { TimedMessagesResolver } from './modules/timed-messages';
import { EnquiryQuotesResolver, QuotesResolver } from './modules/quotes';
import type { Services } from './services';

/**
 * Every resolver, in the order of the root fields in the schema (and schema.graphql): each
 * resolver's fields together, in the order it declares them.
 */
const RESOLVERS = [
  AccountResolver,
  AuthResolver,
  AlbumResolver,
  ContentEditorResolver,
  ContentEntriesResolver,
  ContentPicturesResolver,
  ContentResolver,
  FeedbackResolver,
  FeedbackModerationResolver,
  PasswordResetResolver,
  BookingResolver,
  PersonalDataResolver,
  SecurityQuestionsResolver,
  ManualVerificationResolver,
  TourResolver,
  GuideResolver,
  TourBookingResolver,
  GuideCalendarResolver,
  GuideAssignmentsResolver,
  TimedMessagesResolver,
  QuotesResolver,
  EnquiryQuotesResolver,
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
    [FeedbackModerationResolver, new FeedbackModerationResolver(services.feedbackModeration)],
    [BookingResolver, new BookingResolver(services.bookings, services.bookingInbox)],
    [AlbumResolver, new AlbumResolver(services.albums)],
    [PersonalDataResolver, new PersonalDataResolver(services.personalData)],
    [ContentResolver, new ContentResolver(services.content)],
    [ContentEditorResolver, new ContentEditorResolver(services.contentEditor)],
    [ContentEntriesResolver, new ContentEntriesResolver(services.contentEntries)],
    [ContentPicturesResolver, new ContentPicturesResolver(services.contentPictures)],
    [TourResolver, new TourResolver(services.tours)],
    [
      GuideResolver,
      new GuideResolver(services.guides, services.availability, services.guidePhotos),
    ],
    [
      TourBookingResolver,
      new TourBookingResolver(
        services.tourBookings,
        services.tourDeposits,
        services.companyBookings,
      ),
    ],
    [GuideCalendarResolver, new GuideCalendarResolver(services.guideCalendars)],
    [GuideAssignmentsResolver, new GuideAssignmentsResolver(services.companyBookings)],
    [TimedMessagesResolver, new TimedMessagesResolver(services.timedMessageSettings)],
    [QuotesResolver, new QuotesResolver(services.quotes)],
    [EnquiryQuotesResolver, new EnquiryQuotesResolver(services.quotes)],
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

/**
 * A root type with its fields in the order of RESOLVERS. type-graphql orders them as the classes
 * load, which the modules' index.ts files decide as much as the imports here: the schema must not
 * change with them.
 */
function inResolverOrder(
  root: GraphQLObjectType,
  handlers: readonly { target: unknown; schemaName: string }[],
): GraphQLObjectType {
  const { fields, ...config } = root.toConfig();
  const names = RESOLVERS.flatMap((resolver) =>
    handlers.filter(({ target }) => target === resolver).map(({ schemaName }) => schemaName),
  );
  return new GraphQLObjectType({
    ...config,
    description: ROOT_DESCRIPTIONS[root.name],
    fields: Object.fromEntries(names.map((name) => [name, fields[name]])),
  });
}

/** Without services the schema can still be printed (see scripts/emit-schema.ts). */
export async function buildAppSchema(services?: Services): Promise<GraphQLSchema> {
  const built = await buildSchema({
    resolvers: RESOLVERS,
    container: services ? resolverContainer(services) : undefined,
    validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
  });
  const { queries, mutations } = getMetadataStorage();
  const query = built.getQueryType();
  const mutation = built.getMutationType();
  // Every other type is reached from the roots, as type-graphql's own schema reaches them.
  return new GraphQLSchema({
    ...built.toConfig(),
    query: query && inResolverOrder(query, queries),
    mutation: mutation && inResolverOrder(mutation, mutations),
    types: [],
  });
}
