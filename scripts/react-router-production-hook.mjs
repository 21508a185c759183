// A module resolution hook (registered by start.mjs in production): React Router's package
// resolves to its development build on Node (its `exports` have no `production` condition), with
// dev-only checks and warnings on every render. In production the shop loads the production build
// the package ships beside it, for the API host and the storefront's server build alike.
const DEVELOPMENT = '/node_modules/react-router/dist/development/';
const PRODUCTION = '/node_modules/react-router/dist/production/';

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url.includes(DEVELOPMENT)
    ? { ...resolved, url: resolved.url.replace(DEVELOPMENT, PRODUCTION) }
    : resolved;
}
