import { formatDate, formatDateTime, formatRupiah, type Locale } from '@kilau/domain';
import { formatNpwp, formatTaxRate } from '@kilau/domain/invoices';
import type { InvoiceSeller, InvoiceTaxSnapshot, InvoiceTotals } from '@kilau/db';
import PDFDocument from 'pdfkit';

/**
 * The numbered invoice as a PDF (ADR 0039, amended; docs/design/invoices.md): the seller's legal
 * details as issued, the number and issue date (WIB), the buyer, the lines, discounts, shipping,
 * DPP and PPN with their formula, the grand total and how it was paid. pdfkit's built-in
 * Helvetica (no font files); Indonesian or English by the requester's locale.
 */
export type InvoiceDocument = {
  number: string;
  issuedAt: Date;
  seller: InvoiceSeller;
  tax: InvoiceTaxSnapshot;
  totals: InvoiceTotals;
  order: {
    reference: string;
    createdAt: Date;
    paidAt: Date | null;
    paymentMethod: string;
    voucherCode: string | null;
    pointsUsed: number;
    shipping: string;
  };
  buyer: { name: string; email: string; address: string[] };
  lines: Array<{
    name: string;
    variant: string;
    quantity: number;
    unitPrice: number;
    total: number;
  }>;
};

const LABELS = {
  title: { id: 'FAKTUR', en: 'INVOICE' },
  number: { id: 'No. faktur', en: 'Invoice no.' },
  issued: { id: 'Tanggal faktur', en: 'Invoice date' },
  order: { id: 'No. pesanan', en: 'Order no.' },
  ordered: { id: 'Tanggal pesanan', en: 'Order date' },
  npwp: { id: 'NPWP', en: 'Tax ID (NPWP)' },
  pkp: { id: 'Pengusaha Kena Pajak (PKP)', en: 'VAT-registered (PKP)' },
  notPkp: { id: 'Bukan PKP: tidak memungut PPN', en: 'Not VAT-registered: no PPN charged' },
  billTo: { id: 'Ditagihkan kepada', en: 'Billed to' },
  product: { id: 'Produk', en: 'Product' },
  variant: { id: 'Varian', en: 'Shade / variant' },
  qty: { id: 'Jml', en: 'Qty' },
  price: { id: 'Harga satuan', en: 'Unit price' },
  lineTotal: { id: 'Jumlah', en: 'Amount' },
  subtotal: { id: 'Subtotal', en: 'Subtotal' },
  voucher: { id: 'Voucher', en: 'Voucher' },
  points: { id: 'Poin', en: 'Points' },
  bank: { id: 'Promo bank', en: 'Bank promotion' },
  shipping: { id: 'Ongkos kirim', en: 'Shipping' },
  shippingDiscount: { id: 'Diskon ongkos kirim', en: 'Shipping discount' },
  base: { id: 'DPP (Dasar Pengenaan Pajak)', en: 'Tax base (DPP)' },
  ppn: { id: 'PPN', en: 'PPN (VAT)' },
  grandTotal: { id: 'Total', en: 'Total' },
  paid: { id: 'Total dibayar', en: 'Total paid' },
  method: { id: 'Metode pembayaran', en: 'Payment method' },
  paidAt: { id: 'Dibayar pada', en: 'Paid on' },
  includedFormula: {
    id: 'Harga sudah termasuk PPN {rate}%: DPP = total × 100 / (100 + {rate}), PPN = total − DPP.',
    en: 'Prices include {rate}% PPN: DPP = total × 100 / (100 + {rate}), PPN = total − DPP.',
  },
  excludedFormula: {
    id: 'Harga belum termasuk PPN: PPN = DPP × {rate}%.',
    en: 'Prices exclude PPN: PPN = DPP × {rate}%.',
  },
  currency: {
    id: 'Semua harga dalam rupiah (IDR). Waktu dalam WIB.',
    en: 'All amounts in Indonesian rupiah (IDR). Times in WIB (UTC+7).',
  },
} as const;

const MARGIN = 48;
const WIDTH = 595.28 - MARGIN * 2;

/** `dd MMM yyyy` in WIB (`05 Agu 2026`). */
const day = (at: Date, locale: Locale) => formatDate(at, locale).replace(/^(\d)\s/, '0$1 ');

export function drawInvoicePdf(invoice: InvoiceDocument, locale: Locale): Promise<Buffer> {
  const t = (key: keyof typeof LABELS, params: Record<string, string> = {}) =>
    LABELS[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  const money = (amount: number) => formatRupiah(amount);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: {
        Title: `${t('title')} ${invoice.number}`,
        Author: invoice.seller.legal_name,
        Producer: 'Kilau',
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    // The seller.
    const { seller } = invoice;
    doc.font('Helvetica-Bold').fontSize(16).text(seller.legal_name);
    doc.font('Helvetica').fontSize(9).fillColor('#444444');
    doc.text(seller.address, { width: WIDTH * 0.6 });
    if (seller.npwp) doc.text(`${t('npwp')}: ${formatNpwp(seller.npwp)}`);
    doc.text(seller.pkp ? t('pkp') : t('notPkp'));
    doc.fillColor('#000000');

    // The invoice's own facts.
    doc.moveDown(1).font('Helvetica-Bold').fontSize(18).text(t('title'));
    doc.font('Helvetica').fontSize(10);
    doc.text(`${t('number')}: ${invoice.number}`);
    doc.text(`${t('issued')}: ${day(invoice.issuedAt, locale)}`);
    doc.text(`${t('order')}: ${invoice.order.reference}`);
    doc.text(`${t('ordered')}: ${day(invoice.order.createdAt, locale)}`);

    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).text(t('billTo'));
    doc.font('Helvetica').fontSize(10);
    for (const line of [invoice.buyer.name, invoice.buyer.email, ...invoice.buyer.address]) {
      if (line) doc.text(line, { width: WIDTH * 0.7 });
    }

    // The lines.
    const columns = [
      { title: t('product'), width: 175, align: 'left' as const },
      { title: t('variant'), width: 100, align: 'left' as const },
      { title: t('qty'), width: 40, align: 'right' as const },
      { title: t('price'), width: 92, align: 'right' as const },
      { title: t('lineTotal'), width: WIDTH - 407, align: 'right' as const },
    ];
    const row = (cells: string[], bold: boolean) => {
      if (doc.y > 760) doc.addPage();
      const top = doc.y;
      let x = MARGIN;
      let bottom = top;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      cells.forEach((cell, index) => {
        const column = columns[index]!;
        doc.text(cell, x, top, { width: column.width - 6, align: column.align });
        bottom = Math.max(bottom, doc.y);
        x += column.width;
      });
      doc.x = MARGIN;
      doc.y = bottom + 4;
      doc
        .moveTo(MARGIN, doc.y - 2)
        .lineTo(MARGIN + WIDTH, doc.y - 2)
        .strokeColor('#dddddd')
        .stroke();
    };
    doc.moveDown(1);
    row(
      columns.map((column) => column.title),
      true,
    );
    for (const line of invoice.lines) {
      row(
        [
          line.name,
          line.variant || '-',
          String(line.quantity),
          money(line.unitPrice),
          money(line.total),
        ],
        false,
      );
    }

    // The totals, right-aligned: label and amount.
    const { totals, tax } = invoice;
    const sums: Array<[string, number, boolean?]> = [[t('subtotal'), totals.subtotal]];
    if (totals.voucher_discount > 0) {
      const code = invoice.order.voucherCode ? ` (${invoice.order.voucherCode})` : '';
      sums.push([`${t('voucher')}${code}`, -totals.voucher_discount]);
    }
    if (totals.points_discount > 0) {
      sums.push([`${t('points')} (${invoice.order.pointsUsed})`, -totals.points_discount]);
    }
    if (totals.bank_promotion_discount > 0) sums.push([t('bank'), -totals.bank_promotion_discount]);
    sums.push([
      `${t('shipping')}${invoice.order.shipping ? ` (${invoice.order.shipping})` : ''}`,
      totals.shipping_fee,
    ]);
    if (totals.shipping_discount > 0) sums.push([t('shippingDiscount'), -totals.shipping_discount]);
    const rate = formatTaxRate(tax.ppn_rate_bp, locale);
    const charged = seller.pkp && tax.ppn_rate_bp > 0;
    if (charged) {
      sums.push([t('base'), totals.tax_base]);
      sums.push([`${t('ppn')} ${rate}%`, totals.tax]);
    }
    sums.push([t('grandTotal'), totals.tax_base + totals.tax, true]);
    doc.moveDown(0.6);
    for (const [label, amount, bold] of sums) {
      const top = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10);
      doc.text(label, MARGIN + WIDTH - 330, top, { width: 210, align: 'right' });
      doc.text(money(amount), MARGIN + WIDTH - 115, top, { width: 115, align: 'right' });
      doc.x = MARGIN;
    }
    if (charged) {
      doc.moveDown(0.4).font('Helvetica').fontSize(8).fillColor('#444444');
      doc.text(t(tax.prices_include_tax ? 'includedFormula' : 'excludedFormula', { rate }), {
        width: WIDTH,
        align: 'right',
      });
      doc.fillColor('#000000');
    }

    // How it was paid.
    doc.moveDown(1).font('Helvetica').fontSize(10);
    doc.text(`${t('paid')}: ${money(totals.total_paid)}`);
    doc.text(`${t('method')}: ${invoice.order.paymentMethod}`);
    if (invoice.order.paidAt) {
      doc.text(`${t('paidAt')}: ${formatDateTime(invoice.order.paidAt, locale)} WIB`);
    }
    doc.moveDown(1).fontSize(8).fillColor('#444444');
    if (seller.footer) doc.text(seller.footer, { width: WIDTH });
    doc.text(t('currency'), { width: WIDTH });
    doc.end();
  });
}
