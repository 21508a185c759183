import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

const require = createRequire(import.meta.url);

/**
 * ZXing's writer, compiled once from the package's own WASM file: the test machine has no
 * network, and the module would otherwise fetch its binary from a CDN.
 */
let prepared = false;
function writer() {
  if (prepared) return;
  const wasm = require.resolve('zxing-wasm/writer/zxing_writer.wasm');
  prepareZXingModule({
    overrides: { wasmBinary: readFileSync(wasm).buffer as ArrayBuffer },
    fireImmediately: true,
  });
  prepared = true;
}

/**
 * A photo-like PNG of an EAN-13 barcode (with its quiet zones and the digits under it), as a
 * shopper's phone would take of a box: what the self-checkout page's decoder is fed.
 */
export async function ean13Png(digits: string): Promise<Buffer> {
  writer();
  const written = await writeBarcode(digits, {
    format: 'EAN13',
    scale: 3,
    addQuietZones: true,
    addHRT: true,
  });
  if (!written.image) throw new Error(`no barcode for ${digits}: ${written.error}`);
  return Buffer.from(await written.image.arrayBuffer());
}
