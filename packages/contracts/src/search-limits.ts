// SPEC §9: the platform search suggests from 3 characters, at most 3 results a group.
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_MAX_PER_GROUP = 3;
