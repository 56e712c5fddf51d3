// The new-insight page's path. Kept out of lib/paths.ts, which every public page loads (0032):
// only member pages link here.
export const NEW_INSIGHT_PATH = '/insight/new';
