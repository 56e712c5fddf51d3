import { z } from './zod.ts';

const idTitle = z.object({ id: z.number(), title: z.string() });

export const ctaSchema = z.object({
  id: z.number(),
  active: z.boolean(),
  location: z.string(),
  heading: z.string(),
  description: z.string().nullable(),
  /** A full http(s) link opens in the browser; anything else is an internal route. */
  url: z.string().nullable(),
});
export type Cta = z.infer<typeof ctaSchema>;

/** `GET /api/site/data` (SPEC §3 Site data). */
export const siteDataSchema = z.object({
  genders: z.array(idTitle),
  ethnicities: z.array(idTitle),
  ctas: z.array(ctaSchema),
});
export type SiteData = z.infer<typeof siteDataSchema>;
