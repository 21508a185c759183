import { READ_MORE_DEFAULT_CHARS } from './constants';

/** Words in a text: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** Cuts a text to `max` characters with an ellipsis (read more 100, content 700, …). */
export function truncateText(text: string, max: number = READ_MORE_DEFAULT_CHARS): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}...`;
}

/** Whether a text needs a 'read more' toggle. */
export const needsReadMore = (text: string, max: number = READ_MORE_DEFAULT_CHARS): boolean =>
  Array.from(text).length > max;
