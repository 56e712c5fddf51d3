// LIKE patterns from user text: `%` and `_` (and the escape character) match literally.

/** `text` with LIKE's wildcards escaped, to build a pattern around. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE/ILIKE pattern matching `text` anywhere, its wildcards escaped. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
