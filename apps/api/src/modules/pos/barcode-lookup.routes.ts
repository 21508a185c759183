import { idInput, textInput } from '@kilau/domain';
import { BarcodeMatchSchema } from '@kilau/domain/stores';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import type { BarcodeLookupService } from './barcode-lookup.service';

const BarcodeParams = z.object({
  storeId: idInput('id_invalid'),
  /** As scanned or typed: spaces and hyphens allowed, normalised and checked by the service. */
  code: textInput().max(64, { error: 'barcode_invalid' }),
});

/**
 * Self-checkout's scan (issue 23, docs/design/self-checkout.md): a barcode within one store.
 * Public (guests check out too), under the global rate limit like `GET /stores` beside it.
 */
export const barcodeLookupRoutes: FastifyPluginAsyncZod<{
  barcodes: BarcodeLookupService;
}> = async (app, { barcodes }) => {
  app.get(
    '/stores/:storeId/barcodes/:code',
    {
      schema: {
        tags: ['pos'],
        summary:
          'A product by its barcode within a store (a sub-resource of the store: the store is ' +
          'checked first, so a later store stock answers from the same path)',
        description:
          'The code is trimmed and its spaces and hyphens removed, then checked as EAN-13, UPC-A ' +
          'or EAN-8 with its check digit (422 `barcode_invalid`, on the field `code`). An unknown ' +
          'store is 404 `store_not_found`; a barcode no active combination of an active product ' +
          'carries is 404 `barcode_not_found`. Answers store_id, barcode (digits), product_id, ' +
          'slug, url (the product page with `?barcode=`), combination_id and is_in_stock (whether ' +
          "the store's own stock has one).",
        params: BarcodeParams,
        response: { 200: envelopeOf(BarcodeMatchSchema) },
      },
    },
    async (request, reply) => {
      const { storeId, code } = request.params;
      return respond(reply, await barcodes.lookUp(storeId, code, request.locale));
    },
  );
};
