import { type CheckoutTextKey } from '~/features/checkout/text';

/** One way to pay with a method (an ATM, an app, a counter) and its steps. */
export type HowToPayChannel = { title: CheckoutTextKey; steps: readonly CheckoutTextKey[] };
export type HowToPayGuide = { method: string; channels: readonly HowToPayChannel[] };

/** The names of the payment methods (000 §9 codes and the other providers seen). */
export const PAYMENT_METHOD_NAMES: Readonly<Record<string, CheckoutTextKey>> = {
  credit_debit_card: 'payMethodCard',
  cimb_clicks: 'payMethodCimb',
  bank_transfer: 'payMethodBankTransfer',
  ovo: 'payMethodOvo',
  gopay: 'payMethodGopay',
  indomaret: 'payMethodIndomaret',
  bca_virtual_account: 'payMethodBcaVa',
  permata_virtual_account: 'payMethodPermataVa',
  cash_on_delivery: 'payMethodCod',
  kredivo: 'payMethodKredivo',
  vospay: 'payMethodVospay',
  linkaja: 'payMethodLinkaja',
  gpn: 'payMethodGpn',
  doku_card: 'payMethodDokuCard',
  free_order: 'payMethodFreeOrder',
};

/**
 * The how-to-pay guides: first the methods whose orders show the how-to-pay button (000 §4:
 * virtual accounts, Indomaret, bank transfer, CIMB Clicks), then the e-wallets and cards.
 */
export const HOW_TO_PAY_GUIDES: readonly HowToPayGuide[] = [
  {
    method: 'bca_virtual_account',
    channels: [
      {
        title: 'guideBcaAtm',
        steps: ['guideBcaAtm1', 'guideBcaAtm2', 'guideBcaAtm3', 'guideBcaAtm4', 'guideKeepReceipt'],
      },
      {
        title: 'guideBcaMobile',
        steps: ['guideBcaMobile1', 'guideBcaMobile2', 'guideBcaMobile3', 'guideBcaMobile4'],
      },
      {
        title: 'guideKlikBca',
        steps: ['guideKlikBca1', 'guideKlikBca2', 'guideKlikBca3', 'guideKlikBca4'],
      },
    ],
  },
  {
    method: 'permata_virtual_account',
    channels: [
      {
        title: 'guidePermataAtm',
        steps: [
          'guidePermataAtm1',
          'guidePermataAtm2',
          'guidePermataAtm3',
          'guidePermataAtm4',
          'guideKeepReceipt',
        ],
      },
      {
        title: 'guidePermataMobile',
        steps: [
          'guidePermataMobile1',
          'guidePermataMobile2',
          'guidePermataMobile3',
          'guidePermataMobile4',
        ],
      },
      { title: 'guideOtherBank', steps: ['guideOtherBank1', 'guideOtherBank2', 'guideOtherBank3'] },
    ],
  },
  {
    method: 'indomaret',
    channels: [
      {
        title: 'guideIndomaret',
        steps: ['guideIndomaret1', 'guideIndomaret2', 'guideIndomaret3', 'guideKeepReceipt'],
      },
    ],
  },
  {
    method: 'bank_transfer',
    channels: [
      {
        title: 'guideTransfer',
        steps: ['guideTransfer1', 'guideTransfer2', 'guideTransfer3', 'guideTransfer4'],
      },
    ],
  },
  {
    method: 'cimb_clicks',
    channels: [
      { title: 'guideCimb', steps: ['guideCimb1', 'guideCimb2', 'guideCimb3', 'guideBackToShop'] },
    ],
  },
  {
    method: 'gopay',
    channels: [{ title: 'guideGopay', steps: ['guideGopay1', 'guideGopay2', 'guideGopay3'] }],
  },
  {
    method: 'ovo',
    channels: [{ title: 'guideOvo', steps: ['guideOvo1', 'guideOvo2', 'guideOvo3'] }],
  },
  {
    method: 'credit_debit_card',
    channels: [
      { title: 'guideCard', steps: ['guideCard1', 'guideCard2', 'guideCard3', 'guideCard4'] },
    ],
  },
];

/** The guide for a method, or null when it needs none (it is paid on the spot). */
export const howToPayGuide = (method: string | null | undefined): HowToPayGuide | null =>
  HOW_TO_PAY_GUIDES.find((guide) => guide.method === method) ?? null;
