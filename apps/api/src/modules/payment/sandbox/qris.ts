import qrcode from 'qrcode-generator';

/** One EMV tag-length-value field. */
const field = (tag: string, value: string) =>
  `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMV QR codes end with. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const clean = (value: string, max: number) =>
  value
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .toUpperCase()
    .slice(0, max);

/**
 * A dynamic QRIS payload (EMVCo merchant-presented QR, as Bank Indonesia's QRIS profiles it):
 * payload format, dynamic point of initiation, the acquirer's merchant account (the sandbox's),
 * the QRIS national merchant id, category 5977 (cosmetic stores), rupiah, the amount, country,
 * merchant name and city, the order as the reference label, and the CRC.
 */
export function qrisPayload(input: {
  transactionId: string;
  orderRef: string;
  amount: number;
  merchantName: string;
}): string {
  const body =
    field('00', '01') +
    field('01', '12') +
    field(
      '26',
      field('00', 'ID.CO.KILAU.SANDBOX') +
        field('01', input.transactionId.replace(/-/g, '').slice(0, 15)),
    ) +
    field('51', field('00', 'ID.CO.QRIS.WWW') + field('02', 'ID1026112233445')) +
    field('52', '5977') +
    field('53', '360') +
    field('54', String(input.amount)) +
    field('58', 'ID') +
    field('59', clean(input.merchantName, 25) || 'KILAU') +
    field('60', 'JAKARTA') +
    field('62', field('05', clean(input.orderRef, 25))) +
    '6304';
  return body + crc16(body);
}

/** A QR code of `text` as SVG (error correction M, four modules of quiet zone). */
export function qrSvg(text: string): string {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const size = count + 8;
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
