import { ACQUISITION_SOURCE_PATTERN, DIRECT_SOURCE } from './constants';

/**
 * Where a session came from: the landing URL's `utm_source` when it names one, else the
 * referrer's host when it is another site, else `direct`. Lower case, bounded, so the back
 * office groups `Instagram` and `instagram` together.
 */
export function acquisitionSource(input: {
  utmSource?: string | null | undefined;
  referrer?: string | null | undefined;
  ownHost: string;
}): string {
  const utm = input.utmSource?.trim().toLowerCase();
  if (utm && ACQUISITION_SOURCE_PATTERN.test(utm)) return utm;
  if (input.referrer) {
    let host: string | undefined;
    try {
      host = new URL(input.referrer).hostname.toLowerCase();
    } catch {
      host = undefined;
    }
    if (host && host !== input.ownHost.toLowerCase()) {
      const bare = host.replace(/^(www|m|l|lm)\./, '');
      if (ACQUISITION_SOURCE_PATTERN.test(bare)) return bare;
    }
  }
  return DIRECT_SOURCE;
}
