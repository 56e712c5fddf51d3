/**
 * The staff console's home: the member area's "Staff console" link and the console's own
 * paths (features/admin/admin-paths.ts) read it. Not in lib/paths.ts, which every public page
 * loads (the public JavaScript budget, decision 0032).
 */
export const STAFF_CONSOLE_PATH = '/admin';
