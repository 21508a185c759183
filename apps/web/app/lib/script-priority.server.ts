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

/** The document's head with its module preloads at low priority (pure). */
export function lowerModulePreloads(head: string): string {
  return head.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
}

/**
 * The rendered document with its head rewritten: the head comes first, so only the bytes before
 * `</head>` are decoded and rewritten; the body is passed on as rendered. A document without a
 * head end is rewritten whole.
 */
export function lowerDocumentModulePreloads(document: Buffer): Buffer {
  const end = document.indexOf(HEAD_END);
  if (end === -1) return Buffer.from(lowerModulePreloads(document.toString('utf8')), 'utf8');
  const head = document.subarray(0, end).toString('utf8');
  const lowered = lowerModulePreloads(head);
  if (lowered === head) return document;
  return Buffer.concat([Buffer.from(lowered, 'utf8'), document.subarray(end)]);
}
