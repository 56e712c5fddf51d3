import type { EmployerMatch, LearnerMatch } from '@techgold/contracts/signup';
import { api } from '~/lib/api-client';

export const verifyLearnerEmail = (email: string) =>
  api.post<LearnerMatch>('/api/verify-email', { email });

export const verifyEmployerEmail = (email: string) =>
  api.post<EmployerMatch>('/api/employer/verify-email', { email });
