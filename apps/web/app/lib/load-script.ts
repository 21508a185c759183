/**
 * Outside scripts (Google sign-in, the Facebook SDK, reCAPTCHA) are loaded on demand, never
 * with the page. The Content-Security-Policy names their origins only while their keys are
 * configured; each script also carries the page's nonce, so that a vendor script that adds
 * scripts of its own (reCAPTCHA does) can pass it on.
 */

const loading = new Map<string, Promise<void>>();

/**
 * The page's CSP nonce. Browsers hide the attribute's value once the page is parsed, but keep it
 * in the element's `nonce` property.
 */
export function pageNonce(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}

/**
 * Adds `<script src async nonce>` once per address, with `attributes` (a payment gateway's script
 * reads its client key from one); a failed load may be tried again.
 */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    const nonce = pageNonce();
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`The script ${src} could not be loaded.`));
    });
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
