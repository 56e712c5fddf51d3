import { z } from './zod.ts';

/** Every non-2xx JSON answer has this shape; `errors` maps a field to its messages (SPEC §7). */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type FieldErrors = Record<string, string[]>;
