import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { RequestContext } from './common/request-context';
import { fromThisMachine } from './common/request-scope';
import type { Config } from './config';
import { graphqlErrorFormatter } from './graphql/format-error';
import { introspectionFromThisMachineOnly } from './graphql/local-introspection';
import { queryLimitRules, queryParseOptions } from './graphql/query-limits';
import { plainIdsPlugin } from './graphql/plain-ids';
import { unavailableStatusPlugin } from './graphql/unavailable-status';
import { graphqlOutcomes } from './observability/graphql-outcomes';
import { buildAppSchema } from './schema';
import type { Services } from './services';

export async function createApolloServer(
  services: Services,
  config: Config,
  httpServer: Server,
): Promise<ApolloServer<RequestContext>> {
  const server = new ApolloServer<RequestContext>({
    schema: await buildAppSchema(services),
    // Outside production, introspection and hints are for the person at this machine only.
    introspection: !config.isProduction,
    formatError: graphqlErrorFormatter({
      hideSuggestions: () => config.isProduction || !fromThisMachine(),
    }),
    // The formatter builds every error anew; this keeps Apollo from adding a stack regardless.
    includeStacktraceInErrorResponses: false,
    // Oversized or too costly operations are refused before anything runs (cost-limits.ts).
    parseOptions: queryParseOptions,
    validationRules: queryLimitRules,
    stopOnTerminationSignals: false,
    // The client sends whole queries; an unused cache of others' query texts is only a surface.
    persistedQueries: false,
    // Compact JSON: Apollo's default indents every response, which costs time and bytes.
    stringifyResult: (result) => JSON.stringify(result),
    plugins: [
      // No @cacheControl hints are used; the plugin would still visit every resolved field.
      ApolloServerPluginCacheControlDisabled(),
      unavailableStatusPlugin,
      plainIdsPlugin,
      ...(config.isProduction ? [] : [introspectionFromThisMachineOnly]),
      // Stopping Apollo stops the whole HTTP server after in-flight requests finish.
      ApolloServerPluginDrainHttpServer({
        httpServer,
        stopGracePeriodMillis: config.shutdownGraceMs,
      }),
      graphqlOutcomes(),
      // In production no page at all: Apollo's loads a script from its CDN on our origin, where
      // the session lives. Elsewhere the Sandbox, for the person at this machine (app.ts).
      config.isProduction
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ footer: false }),
    ],
  });
  await server.start();
  return server;
}
