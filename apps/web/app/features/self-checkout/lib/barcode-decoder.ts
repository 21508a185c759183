/**
 * The barcode decoder of ADR 0048: the browser's own `BarcodeDetector` when it reads EAN-13,
 * else the `barcode-detector` ponyfill on `zxing-wasm`, imported on demand (never in the shell)
 * with its WebAssembly served by the shop (Vite emits the file; `locateFile` points at it).
 */

/** The formats a store's boxes carry (docs/design/self-checkout.md "Barcodes"). */
export const STORE_BARCODE_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'] as const;

export type BarcodeSource = ImageBitmap | HTMLVideoElement | HTMLCanvasElement | Blob | ImageData;
export type Decoder = { detect(source: BarcodeSource): Promise<{ rawValue: string }[]> };

type NativeDetectorClass = {
  new (options: { formats: string[] }): Decoder;
  getSupportedFormats(): Promise<string[]>;
};

async function nativeDecoder(): Promise<Decoder | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    if (!supported.includes('ean_13')) return null;
    return new Native({ formats: STORE_BARCODE_FORMATS.filter((f) => supported.includes(f)) });
  } catch {
    return null;
  }
}

async function ponyfillDecoder(): Promise<Decoder> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/pure'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? new URL(wasmUrl, window.location.href).href : prefix + path,
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...STORE_BARCODE_FORMATS] });
}

let loading: Promise<Decoder> | null = null;

/** The decoder, loaded once per page; a failed load is tried again next time. */
export function loadDecoder(): Promise<Decoder> {
  loading ??= (async () => (await nativeDecoder()) ?? (await ponyfillDecoder()))().catch(
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The first barcode's digits in a decode result, or null. */
export const firstCode = (found: { rawValue: string }[]): string | null =>
  found.find((item) => item.rawValue.trim() !== '')?.rawValue.trim() ?? null;
