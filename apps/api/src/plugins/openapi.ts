import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document built from the routes' zod schemas, browsable at /api/docs. */
export const openapi = fp<{ storeName: string }>(
  async (app, { storeName }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: `${storeName} API`,
          description:
            'Every response is an envelope `{ success, data, message?, errorCode?, meta: { code, total?, skip?, limit? } }`. ' +
            'Messages are Indonesian by default; send `Accept-Language: en` for English.',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
      // Schemas named in zod's registry (a self-referring one, like the category tree's node)
      // are written once under components.schemas, where their references point.
      transformObject: createJsonSchemaTransformObject({
        zodToJsonConfig: { target: 'openapi-3.0' },
      }),
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets a few inline styles; its scripts stay limited to 'self'.
      transformStaticCSP: (header) =>
        header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
    });
  },
  { name: 'openapi' },
);
