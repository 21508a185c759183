import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * Paint first, hydrate after. React Router's `<Scripts>` preloads the page's modules
 * (`<link rel="modulepreload">`, which Chrome fetches at high priority) and React hoists those
 * links into `<head>`, where on a slow phone network they share the line with the stylesheet and
 * the hero image that the first paint waits for. This marks them `fetchpriority="low"`: the
 * browser still fetches them at once and the page hydrates when they arrive, but the stylesheet
 * and the preloaded image go first. (`<Scripts>` offers no prop for it.)
 */
const MODULE_PRELOAD = '<link rel="modulepreload" ';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low" ';
const HEAD_END = '</head>';

/** The document's head with its module preloads at low priority (pure, for the stream below). */
export function lowerModulePreloads(head: string): string {
  return head.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
}

/**
 * A pass-through for the rendered document that rewrites the head: it holds what arrives until
 * `</head>` has passed (the head comes in the shell's first writes), rewrites it, and from then on
 * passes every chunk through untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  // A chunk may end inside a character: the decoder keeps its first bytes for the next one.
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (headDone) {
        callback(null, chunk);
        return;
      }
      pending += typeof chunk === 'string' ? chunk : decoder.write(chunk);
      const end = pending.indexOf(HEAD_END);
      if (end === -1) {
        callback();
        return;
      }
      headDone = true;
      const head = lowerModulePreloads(pending.slice(0, end));
      const rest = pending.slice(end);
      pending = '';
      callback(null, Buffer.from(head + rest, 'utf8'));
    },
    flush(callback) {
      if (headDone) {
        callback();
        return;
      }
      const left = lowerModulePreloads(pending + decoder.end());
      callback(null, left ? Buffer.from(left, 'utf8') : undefined);
    },
  });
}
