import { formatDateTime, formatRupiah } from '@kilau/domain';
import type { AdminOrder } from '@kilau/domain/admin';
import PDFDocument from 'pdfkit';

/**
 * The order's printed papers (ADR 0039): the packing slip the warehouse packs by and the invoice
 * the member keeps, in Indonesian, rupiah and WIB, made with pdfkit's built-in fonts (no font
 * files, no browser). Answers the whole PDF as bytes.
 */

const SHOP = { name: 'Kilau', line: 'Kilau Beauty Indonesia · kilau.id' };
const MARGIN = 48;

function render(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Producer: SHOP.name } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The delivery address as lines (recipient, street, area, postcode). */
export function addressLines(address: Record<string, unknown>): string[] {
  const area = [
    text(address.subdistrict_name),
    text(address.district_name),
    text(address.city_name),
    text(address.province_name),
  ].filter(Boolean);
  return [
    [text(address.contact), text(address.phone)].filter(Boolean).join(' · '),
    text(address.street1),
    text(address.street2),
    [area.join(', '), text(address.zipcode)].filter(Boolean).join(' '),
  ].filter(Boolean);
}

function header(doc: PDFKit.PDFDocument, title: string, order: AdminOrder) {
  doc.font('Helvetica-Bold').fontSize(20).text(SHOP.name, { continued: false });
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text(SHOP.line);
  doc.moveDown(0.8).fillColor('#000000');
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc.font('Helvetica').fontSize(10);
  doc.text(`No. pesanan: ${order.reference_code}`);
  doc.text(`Tanggal pesanan: ${formatDateTime(order.created_at, 'id')} WIB`);
}

function section(doc: PDFKit.PDFDocument, title: string, lines: string[]) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).text(title);
  doc.font('Helvetica').fontSize(10);
  for (const line of lines) doc.text(line);
}

type Column = { title: string; width: number; align?: 'left' | 'right' };

function table(doc: PDFKit.PDFDocument, columns: Column[], rows: string[][]) {
  doc.moveDown(0.8);
  const row = (cells: string[], bold: boolean) => {
    const top = doc.y;
    let x = MARGIN;
    let bottom = top;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    cells.forEach((cell, index) => {
      const column = columns[index] as Column;
      doc.text(cell, x, top, { width: column.width - 6, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.x = MARGIN;
    doc.y = bottom + 4;
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + columns.reduce((sum, column) => sum + column.width, 0), doc.y - 2)
      .strokeColor('#dddddd')
      .stroke();
  };
  row(
    columns.map((column) => column.title),
    true,
  );
  for (const cells of rows) row(cells, false);
}

function shippingLines(order: AdminOrder): string[] {
  const shipping = order.shipping;
  const carrier =
    order.shipment?.carrier.name ?? (text(shipping.carrier_name) || text(shipping.name));
  const service = order.shipment?.service ?? text(shipping.service_name);
  return [
    [carrier, service].filter(Boolean).join(' — ') || '-',
    order.shipment ? `No. resi: ${order.shipment.tracking_number}` : '',
  ].filter(Boolean);
}

/** The warehouse's packing slip: who gets the parcel, how it goes, what goes in (no prices). */
export const packingSlipPdf = (order: AdminOrder) =>
  render((doc) => {
    header(doc, 'Slip Pengemasan', order);
    section(doc, 'Penerima', addressLines(order.delivery_address));
    section(doc, 'Pengiriman', shippingLines(order));
    table(
      doc,
      [
        { title: 'No.', width: 36 },
        { title: 'Produk', width: 360 },
        { title: 'Jumlah', width: 80, align: 'right' },
        { title: 'Cek', width: 40, align: 'right' },
      ],
      order.products.map((line, index) => [
        String(index + 1),
        line.name ?? `Produk ${line.id}`,
        String(line.quantity),
        '[  ]',
      ]),
    );
    const items = order.products.reduce((sum, line) => sum + line.quantity, 0);
    doc.moveDown(0.5).font('Helvetica-Bold').text(`Total barang: ${items}`);
  });

/** The member's invoice: lines with prices, what took money off, and what was paid. */
export const invoicePdf = (order: AdminOrder) =>
  render((doc) => {
    header(doc, 'Faktur', order);
    doc.text(`No. faktur: INV/${order.reference_code}`);
    if (order.paid_at) doc.text(`Dibayar: ${formatDateTime(order.paid_at, 'id')} WIB`);
    section(doc, 'Ditagihkan kepada', [
      order.member.name,
      order.member.email,
      ...addressLines(order.delivery_address),
    ]);
    table(
      doc,
      [
        { title: 'Produk', width: 250 },
        { title: 'Harga', width: 100, align: 'right' },
        { title: 'Jumlah', width: 56, align: 'right' },
        { title: 'Subtotal', width: 110, align: 'right' },
      ],
      order.products.map((line) => [
        line.name ?? `Produk ${line.id}`,
        formatRupiah(line.unit_price),
        String(line.quantity),
        formatRupiah(line.total_price),
      ]),
    );
    const totals: Array<[string, number]> = [['Subtotal', order.subtotal]];
    if (order.voucher) {
      totals.push([`Voucher ${order.voucher.code}`, -order.voucher.discount]);
    }
    if (order.points_used.discount > 0) {
      totals.push([`Poin (${order.points_used.points})`, -order.points_used.discount]);
    }
    if (order.bank_promotion_discount > 0) {
      totals.push(['Promo bank', -order.bank_promotion_discount]);
    }
    totals.push(['Ongkos kirim', order.shipping_fee]);
    if (order.shipping_discount > 0) totals.push(['Diskon ongkos kirim', -order.shipping_discount]);
    doc.moveDown(0.5);
    for (const [label, amount] of totals) {
      doc.font('Helvetica').text(`${label}: ${formatRupiah(amount)}`, { align: 'right' });
    }
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`Total dibayar: ${formatRupiah(order.total_paid)}`, { align: 'right' });
    doc.font('Helvetica').fontSize(10).moveDown(0.8);
    doc.text(`Metode pembayaran: ${order.payment_method} (${order.payment_status})`);
    doc.text('Semua harga dalam rupiah (IDR). Waktu dalam WIB.');
  });
