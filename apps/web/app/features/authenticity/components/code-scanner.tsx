import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { useAuthenticityText } from '../text';

/** The part of the Barcode Detection API the scanner uses (not in TypeScript's DOM types yet). */
type Detector = { detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

const SCAN_EVERY_MS = 250;

const detectorClass = (): DetectorClass | null =>
  typeof window !== 'undefined' &&
  'BarcodeDetector' in window &&
  typeof navigator.mediaDevices?.getUserMedia === 'function'
    ? (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector
    : null;

const noopSubscribe = () => () => {};
const useCanScan = () =>
  useSyncExternalStore(
    noopSubscribe,
    () => detectorClass() !== null,
    () => false,
  );

/**
 * What a scanned QR code holds: a link to the shop's check (`…?code=XXXX-XXXX-XXXX`) or the code
 * itself.
 */
export function codeFromScan(raw: string): string {
  try {
    const url = new URL(raw);
    return url.searchParams.get('code') ?? raw;
  } catch {
    return raw;
  }
}

/**
 * "Scan the QR code": the back camera through the browser's `BarcodeDetector`, where the browser
 * has one (typing the code always works; without the API no button shows). The camera stops
 * as soon as a code is read, the shopper stops it, or the dialog closes.
 */
export function CodeScanner({ onCode }: { onCode: (code: string) => void }) {
  const text = useAuthenticityText();
  const canScan = useCanScan();
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!scanning) return;
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          void detector.detect(video.current).then((found) => {
            const raw = found[0]?.rawValue;
            if (!raw || stopped) return;
            setScanning(false);
            onCodeRef.current(codeFromScan(raw));
          });
        }, SCAN_EVERY_MS);
      })
      .catch(() => {
        setFailed(true);
        setScanning(false);
      });
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [scanning]);

  if (!canScan) return null;
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          setFailed(false);
          setScanning((value) => !value);
        }}
        aria-pressed={scanning}
        className={`${BUTTON_CLASS.secondary} w-full`}
      >
        {scanning ? text('authenticityScanStop') : text('authenticityScan')}
      </button>
      {scanning ? (
        <div className="mt-3">
          <video
            ref={video}
            muted
            playsInline
            aria-label={text('authenticityScanHelp')}
            className="aspect-square w-full rounded-xl bg-plum-900 object-cover"
          />
          <p className="mt-1.5 text-xs text-plum-600">{text('authenticityScanHelp')}</p>
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-berry-700">
          {text('authenticityScanFailed')}
        </p>
      ) : null}
    </div>
  );
}
