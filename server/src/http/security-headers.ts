import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * The Content-Security-Policy of the site, fitted to the built client (client/dist): everything
 * it loads comes from this origin, so a script injected into a page cannot load or send anything
 * elsewhere, nor run inline.
 */
function contentSecurityPolicy(config: Config) {
  return {
    useDefaults: false,
    directives: {
      // Anything not named below: this origin only.
      'default-src': ["'self'"],
      // The hashed bundles in /assets. No inline script and no eval: the rendered pages' only
      // inline <script> blocks are JSON-LD (type="application/ld+json"), data the browser never
      // runs, which CSP does not govern.
      'script-src': ["'self'"],
      // No inline event handler at all (the pages' deferred stylesheets are applied by the boot
      // script, client/src/boot.ts).
      'script-src-attr': ["'none'"],
      // The rendered pages inline their critical CSS in <style>, and React sets style=""
      // (lightbox, hero film, progress bars): inline styles cannot run code.
      'style-src': ["'self'", "'unsafe-inline'"],
      // Pictures in /images and /media; data: for the SVG icons inlined in the CSS; blob: for the
      // previews of photos chosen for upload (URL.createObjectURL) before they are sent.
      'img-src': ["'self'", 'data:', 'blob:'],
      // The hero film (/video).
      'media-src': ["'self'"],
      // The site uses system fonts; none is fetched from elsewhere.
      'font-src': ["'self'"],
      // GraphQL and /api on this origin.
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      // No <base> pointing elsewhere, forms post here only, and no other site frames our pages.
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      // Over https every http:// reference is fetched as https://; over http (local runs, tests)
      // upgrading would break every request.
      ...(config.publicUrl.startsWith('https://') && { 'upgrade-insecure-requests': [] }),
    },
  };
}

const GRAPHQL_PATH = /^\/graphql(\/|$)/;

/**
 * Helmet's headers everywhere, with the policy above. Pages with a policy of their own keep it:
 * the /dev/mail preview sets a stricter one, and Apollo's /graphql landing page carries one in a
 * <meta> tag with a per-page nonce for its scripts from Apollo's CDN, which ours would block (two
 * policies both apply), so /graphql goes without ours; its other answers are JSON.
 */
export function securityHeaders(config: Config): RequestHandler {
  // HSTS only where the site is served over https: over http a browser would insist on https.
  const strictTransportSecurity = config.publicUrl.startsWith('https://')
    ? { maxAge: 365 * 24 * 3600, includeSubDomains: false }
    : false;
  const common = {
    strictTransportSecurity,
    // Helmet's no-referrer would also make browsers send `Origin: null` on the site's own POSTs,
    // which the REST API's cross-site check refuses; other sites still see only our origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    // As frame-ancestors 'none', for browsers that know only this header.
    xFrameOptions: { action: 'deny' as const },
  };
  const withPolicy = helmet({ ...common, contentSecurityPolicy: contentSecurityPolicy(config) });
  const withoutPolicy = helmet({ ...common, contentSecurityPolicy: false });
  return (req, res, next) =>
    GRAPHQL_PATH.test(req.path) ? withoutPolicy(req, res, next) : withPolicy(req, res, next);
}
