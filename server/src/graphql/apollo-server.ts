import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import type { Config } from '../config';
import type { RequestContext } from '../common/request-context';
import { graphqlOutcomes } from '../observability/graphql-outcomes';
import type { Services } from '../services';
import { formatGraphQLError } from './format-error';
import { buildAppSchema } from './schema';

export async function createApolloServer(
  services: Services,
  config: Config,
  httpServer: Server,
): Promise<ApolloServer<RequestContext>> {
  const server = new ApolloServer<RequestContext>({
    schema: await buildAppSchema(services),
    introspection: !config.isProduction,
    formatError: formatGraphQLError,
    stopOnTerminationSignals: false,
    // Compact JSON: Apollo's default indents every response, which costs time and bytes.
    stringifyResult: (result) => JSON.stringify(result),
    plugins: [
      // No @cacheControl hints are used; the plugin would still visit every resolved field.
      ApolloServerPluginCacheControlDisabled(),
      // Stopping Apollo stops the whole HTTP server after in-flight requests finish.
      ApolloServerPluginDrainHttpServer({
        httpServer,
        stopGracePeriodMillis: config.shutdownGraceMs,
      }),
      graphqlOutcomes(),
      config.isProduction
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ footer: false }),
    ],
  });
  await server.start();
  return server;
}
