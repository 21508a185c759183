import { textInput } from '../shared/input';
import { z } from '../shared/zod';
import type { MessagesIn } from '../messages';
import { messagesFor } from '../messages';
import {
  normalizeSearchKeyword,
  SEARCH_CLICK_POSITION_MAX,
  SEARCH_CLICK_SOURCES,
  SEARCH_KEYWORD_MAX_LENGTH,
} from './search-history';

/**
 * `POST search-history-clicks`: a shopper followed a recent search, a suggestion or a result.
 * It names the search by its text (`keyword`) or, for a member's recent search, by its id
 * (`keyword_id`); the product and its 1-based position are given for a result.
 */
export const createSearchHistoryClickSchema = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  const id = z.coerce
    .number({ error: () => t('option_invalid') })
    .int({ error: t('option_invalid') })
    .positive({ error: t('option_invalid') })
    .max(Number.MAX_SAFE_INTEGER, { error: t('option_invalid') });
  const positionError = t('search_click_position_invalid', { max: SEARCH_CLICK_POSITION_MAX });
  return z
    .object({
      keyword: textInput({ error: () => t('required') })
        .transform(normalizeSearchKeyword)
        .refine((keyword) => Array.from(keyword).length <= SEARCH_KEYWORD_MAX_LENGTH, {
          error: t('search_keyword_too_long', { max: SEARCH_KEYWORD_MAX_LENGTH }),
        })
        .optional(),
      keyword_id: id.optional(),
      product_id: id.optional(),
      position: z.coerce
        .number({ error: () => positionError })
        .int({ error: positionError })
        .min(1, { error: positionError })
        .max(SEARCH_CLICK_POSITION_MAX, { error: positionError })
        .optional(),
      source: z.enum(SEARCH_CLICK_SOURCES, { error: () => t('option_invalid') }).optional(),
    })
    .refine((click) => Boolean(click.keyword) || click.keyword_id !== undefined, {
      error: t('required'),
      path: ['keyword'],
    });
};

export const SearchHistoryClickSchema = createSearchHistoryClickSchema();
export type SearchHistoryClick = z.infer<typeof SearchHistoryClickSchema>;
/** What the web sends (ids may be the `_id` strings the list answers). */
export type SearchHistoryClickInput = z.input<typeof SearchHistoryClickSchema>;
