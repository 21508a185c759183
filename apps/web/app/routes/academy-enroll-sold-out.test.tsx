// The academy enrolment picker's tiles (000 §2, §4): a product out of stock in the academy shop
// shows SOLD OUT like every tile, and may still be picked — the picker's link is blank and
// picking is not buying.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACADEMY_PATHS } from '~/features/academy/api/academy-calls';
import { USER_ME_PATH } from '~/features/auth/api/member.server';
import { A_MEMBER_ME, AN_ACADEMY, LEVELS } from '~/testing/academy';
import { aTile } from '~/testing/products';
import { renderRouteModule, stubApi } from '~/testing/route-module';
import * as layout from './academy';
import * as enroll from './academy-enroll';

describe('/{academy}/enroll product picker', () => {
  it('marks a product out of stock in the academy shop SOLD OUT, and it can still be picked', async () => {
    const { context } = stubApi({
      [`GET ${ACADEMY_PATHS.settings}`]: { data: AN_ACADEMY },
      [`GET ${ACADEMY_PATHS.levels}`]: { data: LEVELS },
      [`GET ${USER_ME_PATH}`]: A_MEMBER_ME,
      [`GET ${ACADEMY_PATHS.enrol}`]: { status: 404, errorCode: 'not_found', message: '' },
      ['GET /api/catalog/v3/products']: {
        data: [
          aTile({ id: 7, name: 'Serum Biasa' }),
          aTile({ id: 8, name: 'Serum Akademi', is_out_of_stock_academy: true }),
        ],
        meta: { total: 2, skip: 0, limit: 24 },
      },
    });
    renderRouteModule(enroll, {
      parent: { id: 'routes/academy', path: '/:academy', module: layout },
      path: 'enroll',
      url: '/lumera-academy/enroll',
      context,
    });
    const flagged = await screen.findByRole('checkbox', { name: /Serum Akademi/ });
    const flaggedTile = within(flagged.closest('label') as HTMLElement);
    expect(flaggedTile.getByText('Stok habis')).toBeTruthy();
    expect((flagged as HTMLInputElement).disabled).toBe(false);
    const plain = screen.getByRole('checkbox', { name: /Serum Biasa/ });
    expect(within(plain.closest('label') as HTMLElement).queryByText('Stok habis')).toBeNull();
  });
});
