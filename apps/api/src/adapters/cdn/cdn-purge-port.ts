/**
 * A CDN in front of the shop keeps guests' pages (`s-maxage`, docs/deploy.md); when the
 * catalogue changes, the shop asks it to forget them. One call forgets every page.
 */
export interface CdnPurgePort {
  /** What answers: `http` (a configured purge endpoint) or `sandbox` (no CDN; logged). */
  readonly kind: 'http' | 'sandbox';
  purgeEverything(): Promise<void>;
}
