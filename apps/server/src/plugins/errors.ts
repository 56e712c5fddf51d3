// One error handler: typed errors → `{ message, errors? }`, schema failures → 422 with a
// field map (SPEC §7 reads data.errors), client mistakes → 4xx, never a 5xx's internals.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldErrors } from '@techgold/contracts/api-error';
import { messages } from '@techgold/contracts/messages';
import { HttpError } from '../lib/errors.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';

export const WHOLE_BODY_MESSAGE = 'The request body must be a JSON object.';
export const NOT_FOUND_MESSAGE = 'The requested resource was not found.';

const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request has an invalid Content-Length.',
};

/**
 * Body errors keep their path (`blocks.3.data`); a query or path parameter is named alone. An
 * issue with the whole body (an array, a string) has no path and is answered apart: a field
 * that happens to be called `body` (an insight's) must keep its own message. A field a strict
 * object does not take is named by its own key.
 */
function fieldErrors(
  error: FastifyError,
  topLevelOnly: boolean,
): { errors: FieldErrors; whole: boolean } {
  const errors: FieldErrors = {};
  let whole = false;
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').split('/');
    const field = topLevelOnly ? path[0] : path.join('.');
    if (!field) {
      // Fields a strict object does not take are named; anything else is the body's shape.
      const keys = (issue.params as { keys?: unknown } | undefined)?.keys;
      if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
        for (const key of keys) (errors[String(key)] ??= []).push(issue.message ?? 'Not allowed.');
      } else {
        whole = true;
      }
      continue;
    }
    (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return { errors, whole };
}

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send({ ...error.extra, message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { errors, whole } = fieldErrors(error, error.validationContext !== 'body');
      if (error.validationContext === 'body') {
        if (whole) {
          return reply.code(422).send({ message: WHOLE_BODY_MESSAGE, errors: {} });
        }
        const message = Object.values(errors)[0]?.[0] ?? messages.validationFailed;
        return reply.code(422).send({ message, errors });
      }
      return reply.code(400).send({ message: 'The request has invalid parameters.', errors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(
        { err: { message: error.message, code: error.code } },
        'database unavailable',
      );
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: 'The service is temporarily unavailable. Please try again shortly.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ message: clientErrorMessages[error.code] ?? error.message ?? 'Bad request.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Server Error' });
  });

  // The same words for every unknown route: echoing the method and path back would reflect
  // whatever a caller put there (markup, a long probe string) into our answer.
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ message: NOT_FOUND_MESSAGE });
  });
});
