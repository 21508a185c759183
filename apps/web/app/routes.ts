import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route table, explicit and growing with each feature (spec 000 §2, 001 §2). Route modules
 * stay thin: they load data through the API client and compose feature components.
 */
export default [
  index('routes/home.tsx'),
  // Language switch (no page): sets the `lang` cookie and returns to where the shopper was.
  route('language', 'routes/language.ts'),
  // Anything not listed: the not-found page with HTTP 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
