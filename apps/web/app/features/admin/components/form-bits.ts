// Small pieces the console's forms share.
import { adminMessages } from '@techgold/contracts/admin/common';
import { z } from 'zod';
import { ApiRequestError } from '~/lib/api-client';

/** An empty select or date means "none": null, as the API takes it. */
export const blankToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema);

/** A select's value for an id that may be missing. */
export const idValue = (id: number | null | undefined) => (id ? String(id) : '');

/** Whether a save was refused because someone else changed the record first (409). */
export const isStale = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 409 && error.message === adminMessages.stale;
