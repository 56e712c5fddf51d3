// Pending review: sign-ups waiting for an admin to approve or reject them (decision 0061).
import { z } from '../zod.ts';
import {
  adminLimit,
  adminOffset,
  adminSearch,
  idParam,
  pageFields,
  adminText as text,
  versionField,
} from './common.ts';

export const reviewsQuery = z.object({
  q: adminSearch,
  /** Oldest first by default: the longest wait is decided first. */
  sort: z.enum(['oldest', 'newest'], { error: 'Sort by oldest or newest.' }).default('oldest'),
  limit: adminLimit,
  offset: adminOffset,
});

export const reviewItem = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  email_confirmed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const reviewsPage = z.object({ items: z.array(reviewItem), ...pageFields });

export const approveBody = z.object({
  updated_at: versionField,
  school_id: idParam('learning provider'),
  course_id: idParam('course'),
});
export const rejectBody = z.object({
  updated_at: versionField,
  reason: text('reason', 1000),
});
