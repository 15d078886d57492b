import type { ApolloServerPlugin } from '@apollo/server';
import { ERROR_CODES } from '../common/errors';

const UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';

/**
 * A database lost in the middle of an operation reaches the formatter wrapped by TypeORM, past the
 * point where an error's own HTTP status counts; the answer still says 503, so that proxies and
 * clients retry it as they would any other outage.
 */
export const unavailableStatusPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors ?? [];
        if (!errors.some((error) => error.extensions?.code === UNAVAILABLE_CODE)) return;
        response.http.status = 503;
        const retryAfter = ERROR_CODES.DATABASE_UNAVAILABLE.retryAfterSeconds;
        response.http.headers.set('retry-after', String(retryAfter));
      },
    };
  },
};
