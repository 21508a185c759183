import { DEFAULT_LOCALE, type Locale } from '../shared/locale';
import { MESSAGES, type MessageCode } from './catalogue';

export { MESSAGES, MESSAGE_PARTS, type MessageCode, type MessageText } from './catalogue';

export type MessageParams = Record<string, string | number>;

/** A message to show later: a code and its parameters (what refusals carry). */
export type Message = { code: MessageCode; params?: MessageParams };

export const isMessageCode = (code: string): code is MessageCode =>
  Object.prototype.hasOwnProperty.call(MESSAGES, code);

/** The text for a code in a locale, with `{name}` placeholders filled from params. */
export function translate(code: MessageCode, locale: Locale, params: MessageParams = {}): string {
  const template: string = MESSAGES[code][locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Translates a code when it is one, else returns the text unchanged (server texts pass through). */
export function translateOrKeep(text: string, locale: Locale, params: MessageParams = {}): string {
  return isMessageCode(text) ? translate(text, locale, params) : text;
}

/** A translator bound to a locale (the default one when none is given), for building messages. */
export type Messages = (code: MessageCode, params?: MessageParams) => string;

/**
 * The messages a schema's refusals carry: texts in a locale (web forms show them as they are), or
 * — given `messageCodes` — codes the API's error handler translates once, in the request's
 * language.
 */
export type MessagesIn = Locale | Messages;

export const messagesFor = (locale: MessagesIn = DEFAULT_LOCALE): Messages =>
  typeof locale === 'function' ? locale : (code, params) => translate(code, locale, params);

/**
 * A code with its parameters as one text, for places that carry a message as a string (a zod
 * refusal): `number_out_of_range {"min":0,"max":5}`. The API's error handler reads it back with
 * `readCodedMessage` and translates it once, in the request's language.
 */
export const codedMessage = (code: MessageCode, params: MessageParams): string =>
  `${code} ${JSON.stringify(params)}`;

/**
 * Messages as codes, for schemas the API reads: a bare code, or a `codedMessage` when it has
 * parameters.
 */
export const messageCodes: Messages = (code, params) =>
  params && Object.keys(params).length > 0 ? codedMessage(code, params) : code;

/** The code and parameters of a `codedMessage` text; null for any other text. */
export function readCodedMessage(text: string): Required<Message> | null {
  const space = text.indexOf(' ');
  const code = space > 0 ? text.slice(0, space) : '';
  if (!isMessageCode(code) || text[space + 1] !== '{') return null;
  try {
    const params: unknown = JSON.parse(text.slice(space + 1));
    if (!params || typeof params !== 'object' || Array.isArray(params)) return null;
    return { code, params: params as MessageParams };
  } catch {
    return null;
  }
}
