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

/** Where the embedded Apollo Sandbox comes from (@apollo/server's local landing page). */
const SANDBOX_SCRIPTS = 'https://embeddable-sandbox.cdn.apollographql.com';
const SANDBOX_FRAME = 'https://sandbox.embed.apollographql.com';
const LANDING_PAGE_ASSETS = 'https://apollo-server-landing-page.cdn.apollographql.com';

/**
 * The policy of /graphql outside production, where a browser at this machine gets Apollo's
 * Sandbox: it names what the page loads and nothing else. The page brings its own policy too, in
 * a <meta> tag with a nonce for its inline scripts; both apply, so a script runs only when both
 * allow it: from the Sandbox's CDN, or inline with the page's nonce.
 */
const SANDBOX_POLICY = {
  useDefaults: false,
  directives: {
    'default-src': ["'none'"],
    'script-src': ["'unsafe-inline'", SANDBOX_SCRIPTS],
    'style-src': ["'unsafe-inline'", 'https://fonts.googleapis.com'],
    'font-src': ['https://fonts.gstatic.com'],
    'img-src': [LANDING_PAGE_ASSETS],
    'manifest-src': [LANDING_PAGE_ASSETS],
    'frame-src': [SANDBOX_FRAME],
    'connect-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  },
};

/**
 * Helmet's headers everywhere, with the policy above. Pages with a policy of their own keep it:
 * the /dev/mail preview sets a stricter one. In production /graphql answers JSON only (no landing
 * page) under the site's policy; elsewhere it has the Sandbox's.
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
  if (config.isProduction) return withPolicy;
  const sandbox = helmet({ ...common, contentSecurityPolicy: SANDBOX_POLICY });
  return (req, res, next) =>
    GRAPHQL_PATH.test(req.path) ? sandbox(req, res, next) : withPolicy(req, res, next);
}
