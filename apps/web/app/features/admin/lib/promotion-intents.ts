/** The writes of a special price's, flash sale's or bank promotion's page: one action each. */
export const PROMOTION_INTENTS = {
  save: 'save-promotion',
  deactivate: 'deactivate-promotion',
  activate: 'activate-promotion',
} as const;

/** What those pages' actions answer; the form (or button) that asked shows it. */
export type PromotionActionData<C = unknown> = {
  intent: string;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
  /** A 409: the promotion as it is now (the page says what changed since it was read). */
  current?: C;
};
