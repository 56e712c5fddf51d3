// LIKE patterns from user text: `%` and `_` (and the escape character) match literally.

/** A LIKE/ILIKE pattern matching `text` anywhere, its wildcards escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
