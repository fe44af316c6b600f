/** Every API error body is { error: { code, message } } (DECISIONS.md item 15). */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const errorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export const badRequest = (message: string, code = 'BAD_REQUEST') => new ApiError(400, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new ApiError(404, code, message);
/** A premium feature asked for by a free reader: 403 with what it was ("AI content filtering comes with …"). */
export const premiumRequired = (what: string) =>
  new ApiError(403, 'PREMIUM_REQUIRED', `${what} comes with Tidings Premium.`);

/** Names the field and says what was wrong with it, e.g. "page: must be at least 1". */
function describeValidation(error: FastifyError): string {
  const parts = (error.validation ?? []).map((issue) => {
    const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
    return `${where}: ${issue.message ?? 'is invalid'}`;
  });
  return parts.length > 0 ? parts.join('; ') : error.message;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message } });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send({ error: { code: 'BAD_REQUEST', message: describeValidation(error) } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: error.code ?? 'BAD_REQUEST', message: error.message } });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } });
  });
}
