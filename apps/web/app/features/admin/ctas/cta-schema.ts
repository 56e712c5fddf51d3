// The call to action form's values.
import type { AdminCta } from '~/api/admin/site-content';

export const emptyCta = { active: true, location: 'home', heading: '', description: '', url: '' };
export const ctaDefaults = (c: AdminCta) => ({
  updated_at: c.updated_at,
  active: c.active,
  location: c.location,
  heading: c.heading,
  description: c.description ?? '',
  url: c.url ?? '',
});

/** The places the site shows calls to action today. */
export const ctaPlaces: Record<string, string> = {
  home: 'the home page, above the newsletter sign-up',
  insights: 'the members’ insights page',
};
