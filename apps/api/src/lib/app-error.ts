import type { MessageCode } from '@kilau/domain';

/**
 * An expected failure that leaves the API as an envelope: HTTP status, a stable `errorCode`
 * (the spec's own where it gives one) and a catalogue message, translated per request.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly messageCode: MessageCode,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(errorCode);
    this.name = 'AppError';
  }
}
