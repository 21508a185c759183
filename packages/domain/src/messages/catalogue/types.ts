/** One text per locale: Indonesian (default, the spec's own words) and English. */
export type MessageText = { id: string; en: string };
export type MessageTable = Record<string, MessageText>;
