// What the console's area routes (features/admin/<area>/routes.ts) share: the id parameter and
// who may call them. Every /api/admin route declares one of these (or requireRole itself), and
// plugins/access.ts checks it against the area's console section.
import { z } from 'zod';
import { requireRole } from '../../plugins/access.ts';

// A malformed id is a 404 like an unknown one, decided by the service.
export const params = z.object({ id: z.string().max(20) });
export const admin = { access: requireRole('admin') };
export const staff = { access: 'staff' as const };
/** Admins, with the password entered in the last 15 minutes (reauth/hook.ts, decision 0076). */
export const adminReauth = { ...admin, reauth: true as const };
/**
 * Editors and admins, on a change visitors can see (decision 0066): the anonymous page cache
 * and the in-process caches (the finder's facets and counts) are emptied before the answer
 * leaves.
 */
export const publicWrite = { access: 'staff' as const, changesPublicContent: true };
