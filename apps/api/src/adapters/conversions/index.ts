import type { Env } from '../../config/env';
import { metaConversions } from './meta-conversions';
import type { ConversionsPort } from './conversions-port';
import { sandboxConversions } from './conversions-sandbox';

export type * from './conversions-port';
export { CONVERSIONS_BATCH_MAX } from './conversions-port';
export { metaConversions } from './meta-conversions';
export { sandboxConversions } from './conversions-sandbox';

/** The configured conversions API: Meta's with a pixel and token, else the sandbox. */
export function createConversions(
  config: Pick<Env, 'META_PIXEL_ID' | 'META_CAPI_TOKEN' | 'CONVERSIONS_API_URL'>,
  fetch?: typeof globalThis.fetch,
): ConversionsPort {
  if (config.META_PIXEL_ID && config.META_CAPI_TOKEN) {
    return metaConversions({
      baseUrl: config.CONVERSIONS_API_URL,
      pixelId: config.META_PIXEL_ID,
      accessToken: config.META_CAPI_TOKEN,
      ...(fetch ? { fetch } : {}),
    });
  }
  return sandboxConversions();
}
