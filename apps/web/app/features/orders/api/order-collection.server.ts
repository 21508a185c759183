import QRCode from 'qrcode';
import type { OrderCollection } from '@kilau/domain/stores';
import type { ApiClient } from '~/lib/api-client.server';
import type { OrderCollectionView } from '../types';

/**
 * The collection QR of the member's order `orderId` (docs/design/store-collection.md); null for
 * an order that has none (a website order, one not paid yet) or when the API does not answer.
 */
export async function fetchOrderCollection(
  api: ApiClient,
  orderId: string,
): Promise<OrderCollectionView | null> {
  if (!/^[1-9][0-9]{0,15}$/.test(orderId)) return null;
  const result = await api.get<OrderCollection>(`/api/order/orders/${orderId}/collection`);
  if (!result.ok) return null;
  const svg = await QRCode.toString(result.data.token, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#2f1227', light: '#ffffff' },
  });
  return { collection: result.data, svg };
}
