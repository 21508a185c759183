import { createHash, createHmac } from 'node:crypto';
import type { Middleware } from 's3rver';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest();
/** RFC 3986 escaping, as Signature Version 4 wants it. */
const escape = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The signature of a pre-signed (query-string) Signature Version 4 request, as S3 computes it:
 * the canonical request (method, path as sent, sorted query without the signature, the signed
 * headers as received, the payload hash), then the string to sign under the scope's key.
 */
export function presignedV4Signature(
  request: { method: string; url: string; headers: Record<string, string | string[] | undefined> },
  secretAccessKey: string,
): string | null {
  const [path = '', rawQuery = ''] = request.url.split('?');
  const params = new URLSearchParams(rawQuery);
  const credential = params.get('X-Amz-Credential');
  const date = params.get('X-Amz-Date');
  const signed = params.get('X-Amz-SignedHeaders');
  if (!credential || !date || !signed) return null;
  const query = [...params]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [escape(name), escape(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const names = signed.split(';');
  const headers = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [
    request.method,
    path,
    query,
    headers,
    signed,
    params.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const [, day = '', region = '', service = ''] = credential.split('/');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${secretAccessKey}`, day);
  for (const part of [region, service, 'aws4_request']) key = hmac(key, part);
  return hmac(key, toSign).toString('hex');
}

/**
 * s3rver checks no Signature Version 4 (only its expiry): this middleware, put in front of it,
 * refuses a pre-signed request whose signature is not the one S3 would compute — a tampered
 * key, expiry or content type is 403 `SignatureDoesNotMatch`, as the real bucket answers.
 */
export function presignedV4Check(secretAccessKey: string): Middleware {
  return async (ctx, next) => {
    const url = ctx.req.url ?? '';
    if (!url.includes('X-Amz-Signature=')) return next();
    const given = new URLSearchParams(url.split('?')[1] ?? '').get('X-Amz-Signature');
    const expected = presignedV4Signature(
      { method: ctx.method, url, headers: ctx.req.headers },
      secretAccessKey,
    );
    if (expected !== null && given === expected) return next();
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code>' +
      '<Message>The request signature we calculated does not match the signature you provided.</Message></Error>';
  };
}
