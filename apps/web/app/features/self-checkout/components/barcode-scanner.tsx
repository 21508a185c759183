import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { firstCode, loadDecoder, type Decoder } from '../lib/barcode-decoder';
import { useSelfCheckoutText, type SelfCheckoutTextKey } from '../text';

/** How often a camera frame is decoded. */
const FRAME_INTERVAL_MS = 250;

/**
 * The scanner (ADR 0048): the camera, a photo and the typed field. Every code goes the same way:
 * the page's action looks it up in the store and opens the product, or shows the API's message
 * under the field.
 */
export function BarcodeScanner({
  storeId,
  error,
  code,
}: {
  storeId: number;
  error: string | null;
  code: string;
}) {
  const text = useSelfCheckoutText();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const fieldRef = useRef<HTMLInputElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [notice, setNotice] = useState<SelfCheckoutTextKey | null>(null);
  const [reading, setReading] = useState(false);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const noticeId = `${fieldId}-notice`;

  const found = (value: string) => {
    if (fieldRef.current) fieldRef.current.value = value;
    void submit({ code: value }, { method: 'post', action: '/self-checkout' });
  };

  const fallBack = (key: SelfCheckoutTextKey) => {
    setNotice(key);
    fieldRef.current?.focus();
  };

  const stopCamera = () => {
    stream?.getTracks().forEach((track) => track.stop());
    setStream(null);
  };

  const startCamera = async () => {
    setNotice(null);
    if (!navigator.mediaDevices?.getUserMedia) return fallBack('cameraDenied');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      setStream(media);
    } catch {
      fallBack('cameraDenied');
    }
  };

  // The preview runs while the camera is on; frames are decoded until one has a barcode.
  useEffect(() => {
    const video = videoRef.current;
    if (!stream || !video) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
    let stopped = false;
    let decoder: Decoder | null = null;
    const timer = window.setInterval(async () => {
      if (stopped || video.readyState < 2) return;
      try {
        decoder ??= await loadDecoder();
        const value = firstCode(await decoder.detect(video));
        if (value && !stopped) {
          stopped = true;
          stream.getTracks().forEach((track) => track.stop());
          setStream(null);
          found(value);
        }
      } catch {
        stopped = true;
        stream.getTracks().forEach((track) => track.stop());
        setStream(null);
        fallBack('scannerFailed');
      }
    }, FRAME_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restarts only with a new stream
  }, [stream]);

  // Leaving the page turns the camera off.
  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setNotice(null);
    setReading(true);
    try {
      const decoder = await loadDecoder();
      const bitmap = await createImageBitmap(file);
      const value = firstCode(await decoder.detect(bitmap));
      bitmap.close();
      if (value) found(value);
      else fallBack('noBarcodeInPhoto');
    } catch {
      fallBack('scannerFailed');
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="mt-4" data-store-id={storeId}>
      <div className="flex flex-wrap gap-3">
        {stream ? (
          <button
            type="button"
            onClick={stopCamera}
            className="inline-flex min-h-11 items-center rounded-full border border-plum-900 px-5 text-sm font-semibold text-plum-900"
          >
            {text('stopCamera')}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => void startCamera()}
            className="inline-flex min-h-11 items-center rounded-full bg-plum-900 px-5 text-sm font-semibold text-cream-50 hover:bg-plum-800"
          >
            {text('scanCamera')}
          </button>
        )}
        <label className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-plum-900 px-5 text-sm font-semibold text-plum-900 focus-within:outline focus-within:outline-2">
          {text('scanPhoto')}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(event) => void readPhoto(event)}
          />
        </label>
      </div>
      {stream ? (
        <video
          ref={videoRef}
          aria-label={text('cameraPreview')}
          muted
          playsInline
          className="mt-4 aspect-video w-full max-w-md rounded-2xl bg-plum-900 object-cover"
        />
      ) : null}
      <p id={noticeId} role="status" className="mt-3 min-h-5 text-sm text-berry-700">
        {reading ? text('decoding') : notice ? text(notice) : ''}
      </p>
      <Form method="post" action="/self-checkout" className="mt-3 flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 basis-56 flex-col">
          <label htmlFor={fieldId} className="text-sm font-semibold text-plum-900">
            {text('barcodeLabel')}
          </label>
          <input
            ref={fieldRef}
            id={fieldId}
            name="code"
            defaultValue={code}
            key={code}
            inputMode="numeric"
            autoComplete="off"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={`${fieldId}-hint ${error ? errorId : ''}`.trim()}
            className="mt-1 min-h-11 w-full rounded-xl border border-plum-300 bg-white px-3 text-plum-900"
          />
          <span id={`${fieldId}-hint`} className="mt-1 text-xs text-plum-700">
            {text('barcodeHint')}
          </span>
          {error ? (
            <span id={errorId} role="alert" className="mt-1 text-sm text-berry-700">
              {error}
            </span>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center rounded-full bg-berry-700 px-5 text-sm font-semibold text-white"
        >
          {busy ? text('finding') : text('findProduct')}
        </button>
      </Form>
    </div>
  );
}
