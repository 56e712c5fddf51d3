// POST /api/verify-email and its employer twin (public): the sign-ups' first step.
import type { EmployerMatch, LearnerMatch } from '@techgold/contracts/signup';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { api } from '~/lib/api-client';

// SPEC §7: both answer `{ match }`; the forms work with the match itself.
export const verifyLearnerEmail = (email: string) =>
  api.post<{ match: LearnerMatch }>(apiRoutes.verifyEmail, { email }).then((r) => r.match);

export const verifyEmployerEmail = (email: string) =>
  api.post<{ match: EmployerMatch }>(apiRoutes.employerVerifyEmail, { email }).then((r) => r.match);
