// A course as members see it, inside the member layout (from a provider's page). Kept out of
// lib/paths.ts, which every public page loads (0032).
export const MEMBER_COURSE_PREFIX = '/platform/course/';
export const memberCoursePath = (id: number) => `${MEMBER_COURSE_PREFIX}${id}`;
