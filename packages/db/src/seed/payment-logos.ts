import { esc, SANS } from './images/colour';
import type { MediaSink } from './images/render';

/**
 * The payment chooser's logos (migration 0017 points at `/media/payments/<name>.svg`): plain
 * wordmarks in each provider's colours, 120×48, written as SVG files into the media folder that
 * `/media/*` serves, like the catalogue's images. They are the shop's own drawings, not the
 * providers' trademarked artwork; a shop with licensed logos replaces the files.
 */
type Mark = {
  /** Words, each with its colour; drawn on one line, centred. */
  words: ReadonlyArray<readonly [text: string, ink: string]>;
  paper: string;
  /** A stripe along the bottom edge. */
  stripe?: string;
  italic?: boolean;
};

const MARKS: Record<string, Mark> = {
  credit_debit_card: { words: [['KARTU', '#1a1f71']], paper: '#ffffff', stripe: '#f7b600' },
  gpn: { words: [['GPN', '#d71920']], paper: '#ffffff', stripe: '#00529b' },
  doku_card: { words: [['DOKU', '#e1251b']], paper: '#ffffff' },
  bca_virtual_account: {
    words: [
      ['BCA', '#ffffff'],
      [' VA', '#cfe3f7'],
    ],
    paper: '#005eaa',
  },
  permata_virtual_account: {
    words: [
      ['Permata', '#00833e'],
      [' VA', '#e2231a'],
    ],
    paper: '#ffffff',
  },
  bank_transfer: { words: [['Transfer', '#334155']], paper: '#f1f5f9', stripe: '#94a3b8' },
  cimb_clicks: {
    words: [
      ['CIMB', '#ad1f23'],
      [' Clicks', '#5a5a5a'],
    ],
    paper: '#ffffff',
  },
  gopay: { words: [['gopay', '#00aed6']], paper: '#ffffff' },
  ovo: { words: [['OVO', '#ffffff']], paper: '#4c3494' },
  qris: { words: [['QRIS', '#111111']], paper: '#ffffff', stripe: '#e2231a' },
  linkaja: { words: [['LinkAja', '#ffffff']], paper: '#e82529' },
  indomaret: {
    words: [['Indomaret', '#0055a5']],
    paper: '#ffffff',
    stripe: '#ffd200',
  },
  kredivo: { words: [['kredivo', '#ff6a13']], paper: '#ffffff', italic: true },
  vospay: { words: [['vospay', '#ffffff']], paper: '#2b2f8f' },
  cash_on_delivery: { words: [['COD', '#166534']], paper: '#ecfdf5', stripe: '#22c55e' },
  free_order: { words: [['GRATIS', '#9d174d']], paper: '#fdf2f8' },
  cashier: { words: [['KASIR', '#ffffff']], paper: '#0f766e', stripe: '#5eead4' },
  'bank-bca': { words: [['BCA', '#ffffff']], paper: '#005eaa' },
  'bank-mandiri': { words: [['mandiri', '#003d79']], paper: '#ffffff', stripe: '#ffb700' },
};

/** The names `/media/payments/<name>.svg` can take. */
export const PAYMENT_LOGO_NAMES = Object.keys(MARKS);

/** One logo as SVG text. */
export function paymentLogoSvg(name: string): string {
  const mark = MARKS[name];
  if (!mark) throw new Error(`No payment logo named ${name}`);
  const letters = mark.words.reduce((count, [text]) => count + text.length, 0);
  const size = Math.min(24, Math.floor(150 / Math.max(letters, 1)));
  const spans = mark.words
    .map(([text, ink]) => `<tspan fill="${ink}">${esc(text)}</tspan>`)
    .join('');
  const stripe = mark.stripe
    ? `<rect x="0" y="42" width="120" height="6" fill="${mark.stripe}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" viewBox="0 0 120 48" role="img" aria-label="${esc(mark.words.map(([text]) => text).join(''))}">
<rect width="120" height="48" rx="6" fill="${mark.paper}"/>
${stripe}
<text x="60" y="${mark.stripe ? 28 : 31}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${size}"${mark.italic ? ' font-style="italic"' : ''} xml:space="preserve">${spans}</text>
</svg>
`;
}

/**
 * Writes the logos that are missing under `payments/` in the media store (idempotent: an
 * existing file, perhaps the shop's licensed artwork, is kept). Returns how many were written.
 */
export async function writePaymentLogos(media: MediaSink): Promise<number> {
  const present = new Set(await media.list('payments/'));
  let written = 0;
  for (const name of PAYMENT_LOGO_NAMES) {
    const key = `payments/${name}.svg`;
    if (present.has(key)) continue;
    await media.put(key, Buffer.from(paymentLogoSvg(name)), 'image/svg+xml');
    written += 1;
  }
  return written;
}
