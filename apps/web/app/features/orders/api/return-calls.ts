import type { Locale } from '@kilau/domain';
import type { ApiClient, ApiResult } from '~/lib/api-envelope';
import { uploadForm } from '~/lib/upload';
import type { OrderReturn, ReturnOptions, ReturnRequestBody } from '../types';

const id = (value: string) => encodeURIComponent(value);

/** The member's returns (docs/design/returns.md "API"): an order's, and one return's own. */
export const RETURNS_PATHS = {
  options: (reference: string) => `/api/order/user/me/orders/${id(reference)}/return-options`,
  returns: (reference: string) => `/api/order/user/me/orders/${id(reference)}/returns`,
  photos: (returnReference: string) => `/api/order/user/me/returns/${id(returnReference)}/photos`,
  cancel: (returnReference: string) => `/api/order/user/me/returns/${id(returnReference)}/cancel`,
} as const;

/** The multipart field a return's photo is sent in. */
export const RETURN_PHOTO_FIELD = 'photo';

/**
 * A return's calls over one API client (the server's in the return form's loader and action and
 * the page's action; the browser's in the order detail, which reads further as it opens).
 */
export function createReturnsApi(api: ApiClient, locale: Locale) {
  return {
    returnOptions: (reference: string) => api.get<ReturnOptions>(RETURNS_PATHS.options(reference)),
    returns: (reference: string) => api.get<OrderReturn[]>(RETURNS_PATHS.returns(reference)),
    createReturn: (reference: string, body: ReturnRequestBody) =>
      api.post<OrderReturn>(RETURNS_PATHS.returns(reference), body),
    cancelReturn: (returnReference: string) =>
      api.post<OrderReturn>(RETURNS_PATHS.cancel(returnReference), {}),
    /** One photo (browser only), after the request exists; answers the return with it. */
    uploadReturnPhoto: (
      returnReference: string,
      photo: File,
      onProgress?: (share: number) => void,
    ): Promise<ApiResult<OrderReturn>> => {
      const form = new FormData();
      form.set(RETURN_PHOTO_FIELD, photo, photo.name);
      return uploadForm<OrderReturn>(RETURNS_PATHS.photos(returnReference), form, {
        locale,
        ...(onProgress ? { onProgress } : {}),
      });
    },
  };
}

export type ReturnsApi = ReturnType<typeof createReturnsApi>;
