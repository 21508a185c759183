import type {
  BankPromotionCreateInput,
  FlashSaleCreateInput,
  SpecialPriceCreateInput,
} from '@kilau/domain/admin';
import { parseBankPromotionForm } from '../lib/bank-promotion-form';
import { parseFlashSaleForm } from '../lib/flash-sale-form';
import { parseSpecialPriceForm } from '../lib/special-price-form';
import type { AdminBankPromotion, AdminFlashSale, AdminSpecialPrice } from '../types';
import type { PromotionKind } from './promotion-actions.server';
import { BANK_PROMOTIONS, FLASH_SALES, SPECIAL_PRICES } from './promotions-api.server';

/** Special prices: the code never changes once made. */
export const SPECIAL_PRICE_KIND: PromotionKind<AdminSpecialPrice, SpecialPriceCreateInput> = {
  api: SPECIAL_PRICES,
  parse: parseSpecialPriceForm,
  toUpdate: ({ code: _code, ...change }) => change,
  listPath: '/admin/special-prices',
  words: {
    saved: 'specialPriceSaved',
    activated: 'specialPriceActivated',
    deactivated: 'specialPriceDeactivated',
  },
  nameOf: (price) => price.code,
};

/** Flash sales: an edit sends the whole items table (what it leaves out is removed). */
export const FLASH_SALE_KIND: PromotionKind<AdminFlashSale, FlashSaleCreateInput> = {
  api: FLASH_SALES,
  parse: parseFlashSaleForm,
  toUpdate: (input) => input,
  listPath: '/admin/flash-sales',
  words: {
    saved: 'flashSaleSaved',
    activated: 'flashSaleActivated',
    deactivated: 'flashSaleDeactivated',
  },
  nameOf: (sale) => sale.name,
};

export const BANK_PROMOTION_KIND: PromotionKind<AdminBankPromotion, BankPromotionCreateInput> = {
  api: BANK_PROMOTIONS,
  parse: parseBankPromotionForm,
  toUpdate: (input) => input,
  listPath: '/admin/bank-promotions',
  words: {
    saved: 'bankPromotionSaved',
    activated: 'bankPromotionActivated',
    deactivated: 'bankPromotionDeactivated',
  },
  nameOf: (promotion) => promotion.title,
};
