import { translate, type Locale, type MessageCode } from '@kilau/domain';

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

/** A 422 `validation_failed` naming the refused fields, each with its message in `locale`. */
export const fieldsRefused = (
  fields: Record<
    string,
    MessageCode | { code: MessageCode; params: Record<string, string | number> }
  >,
  locale: Locale,
): AppError =>
  new AppError(
    422,
    'validation_failed',
    'validation_failed',
    {},
    {
      fields: Object.fromEntries(
        Object.entries(fields).map(([field, refusal]) => [
          field,
          typeof refusal === 'string'
            ? translate(refusal, locale)
            : translate(refusal.code, locale, refusal.params),
        ]),
      ),
    },
  );
