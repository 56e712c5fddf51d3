// The public sign-up and enquiry forms' POSTs (register, employer register, join employers,
// get accredited). Each carries its form fill's Idempotency-Key; the one form (`useForm`'s submit) calls them.
import type {
  EmployerRegisterInput,
  GetAccreditedInput,
  JoinEmployersInput,
  LearnerRegisterInput,
  Registered,
  Submitted,
} from '@techgold/contracts/signup';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { apiRequest } from '~/lib/api-client';

/** Each form POST carries the key of its form fill, so a retry never makes a second record. */
const post = <T>(path: string, body: unknown, idempotencyKey: string) =>
  apiRequest<T>(path, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });

export const registerLearner = (body: LearnerRegisterInput, key: string) =>
  post<Registered>(apiRoutes.register, body, key);

export const registerEmployerUser = (body: EmployerRegisterInput, key: string) =>
  post<Registered>(apiRoutes.employerRegister, body, key);

export const joinEmployers = (body: JoinEmployersInput, key: string) =>
  post<Submitted>(apiRoutes.joinEmployers, body, key);

export const getAccredited = (body: GetAccreditedInput, key: string) =>
  post<Submitted>(apiRoutes.getAccredited, body, key);
