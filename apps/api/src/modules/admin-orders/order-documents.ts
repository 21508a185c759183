import { formatDateTime } from '@kilau/domain';
import type { AdminOrder } from '@kilau/domain/admin';
import PDFDocument from 'pdfkit';
import { addressLines } from '../../lib/delivery-address-lines';

/**
 * The order's packing slip (ADR 0039): what the warehouse packs by, in Indonesian and WIB, made
 * with pdfkit's built-in fonts (no font files, no browser). Answers the whole PDF as bytes. The
 * numbered invoice is the invoices module's (docs/design/invoices.md).
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
