import { randomInt } from 'node:crypto';
import { academyPath, type AcademyCertificate } from '@kilau/domain/academy';
import { formatDate } from '@kilau/domain';
import PDFDocument from 'pdfkit';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A certificate's verification code: `XXXX-XXXX-XXXX` of A–Z and 0–9, from the crypto source. */
export function certificateCode(): string {
  const block = () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${block()}-${block()}-${block()}`;
}

export const CERTIFICATE_CODE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/**
 * The graduate's certificate (ADR 0039: pdfkit's built-in fonts, no browser): the member's name,
 * the academy, the date in WIB, the code and the path that verifies it.
 */
export function certificatePdf(
  certificate: AcademyCertificate,
  segment: string,
  publicUrl: string,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 56,
      info: {
        Title: `${certificate.academy_name} — ${certificate.holder_name}`,
        Producer: 'Kilau',
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const verify = academyPath(segment, 'certificate', certificate.code);
    doc.moveDown(2).font('Helvetica-Bold').fontSize(30).text(certificate.academy_name, {
      align: 'center',
    });
    doc
      .moveDown(0.5)
      .font('Helvetica')
      .fontSize(14)
      .text('Sertifikat Kelulusan · Certificate of Graduation', {
        align: 'center',
      });
    doc.moveDown(2).fontSize(12).text('Diberikan kepada · Awarded to', { align: 'center' });
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(26).text(certificate.holder_name, {
      align: 'center',
    });
    doc
      .moveDown(1.5)
      .font('Helvetica')
      .fontSize(12)
      .text(`Lulus pada · Graduated on ${formatDate(certificate.issued_at, 'id')}`, {
        align: 'center',
      });
    doc.moveDown(3).fontSize(10).text(`Kode verifikasi · Verification code: ${certificate.code}`, {
      align: 'center',
    });
    doc.text(`${publicUrl.replace(/\/+$/, '')}${verify}`, { align: 'center' });
    doc.end();
  });
}
