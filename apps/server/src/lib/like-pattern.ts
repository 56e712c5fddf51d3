// Searches that match text literally: a member's `%` or `_` is a character, not a wildcard.

/** A LIKE pattern matching `text` anywhere (its \, % and _ escaped; `\` is LIKE's escape). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
