import type {
  EmployerRegisterInput,
  GetAccreditedInput,
  JoinEmployersInput,
  LearnerRegisterInput,
  Registered,
  Submitted,
} from '@techgold/contracts/signup';
import { apiRequest } from '~/lib/api-client';

/** Each form POST carries the key of its form fill, so a retry never makes a second record. */
const post = <T>(path: string, body: unknown, idempotencyKey: string) =>
  apiRequest<T>(path, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });

export const registerLearner = (body: LearnerRegisterInput, key: string) =>
  post<Registered>('/api/register', body, key);

export const registerEmployerUser = (body: EmployerRegisterInput, key: string) =>
  post<Registered>('/api/employer/register', body, key);

export const joinEmployers = (body: JoinEmployersInput, key: string) =>
  post<Submitted>('/api/join-employers', body, key);

export const getAccredited = (body: GetAccreditedInput, key: string) =>
  post<Submitted>('/api/get-accredited', body, key);
