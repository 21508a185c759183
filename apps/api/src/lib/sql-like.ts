/**
 * A shopper's text as a literal inside a LIKE / ILIKE pattern: `%`, `_` and the escape character
 * itself (PostgreSQL's default, `\`) lose their wildcard meaning, so '100%' finds '100%'.
 */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern for values containing the text anywhere. */
export const containing = (text: string) => `%${likeEscaped(text)}%`;
