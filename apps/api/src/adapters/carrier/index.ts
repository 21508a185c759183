import { sandboxCarrier } from './sandbox';
import type { CarrierPort } from './port';

export type * from './port';
export { sandboxCarrier, sandboxTimeline, sandboxTrackingNumber } from './sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The carrier port (ADR 0013): books parcels and answers their tracking. */
    carrier: CarrierPort;
  }
}

/**
 * The carrier the shop uses. Only the sandbox exists so far (no carrier account is configured);
 * a real adapter plugs in here, chosen by configuration, with the same port.
 */
export function createCarrier(): CarrierPort {
  return sandboxCarrier();
}
