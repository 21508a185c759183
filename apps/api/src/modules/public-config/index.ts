import type { FastifyPluginAsync } from 'fastify';
import { publicConfigRoutes } from './public-config.routes';

type PublicConfigOptions = Parameters<typeof publicConfigRoutes>[1];

/** `GET /config/public` (prefix `/api`): the configuration the storefront may see. */
export const publicConfigModule: FastifyPluginAsync<
  Pick<PublicConfigOptions, 'config' | 'paymentGateway'>
> = async (app, { config, paymentGateway }) => {
  await app.register(publicConfigRoutes, { config, paymentGateway });
};
