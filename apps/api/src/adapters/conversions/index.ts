import type { Env } from '../../config/env';
import { metaConversions } from './meta';
import type { ConversionsPort } from './port';
import { sandboxConversions } from './sandbox';

export type * from './port';
export { CONVERSIONS_BATCH_MAX } from './port';
export { metaConversions } from './meta';
export { sandboxConversions } from './sandbox';

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
