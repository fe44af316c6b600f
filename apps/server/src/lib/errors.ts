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

/** A zod issue inside a union's, as fastify-type-provider-zod passes it on (`params.errors`, one list per shape). */
interface ShapeIssue {
  code: string;
  path: PropertyKey[];
  message: string;
}

/** Names the field and says what was wrong with it, e.g. "page: must be at least 1". */
function describeValidation(error: FastifyError): string {
  const parts = (error.validation ?? []).flatMap((issue) => {
    const at = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const where = (path: readonly PropertyKey[]) =>
      [at, ...path.map(String)].filter(Boolean).join('.') || error.validationContext || 'request';
    // A body that may take one of several shapes (PATCH /api/preferences: a theme, interests, ...):
    // what is wrong with the one shape whose keys it has, not "Invalid input".
    const shapes =
      issue.keyword === 'invalid_union' ? ((issue.params as { errors?: ShapeIssue[][] }).errors ?? []) : [];
    const meant = shapes.filter(
      (shape) => shape.length > 0 && !shape.some((inner) => inner.code === 'unrecognized_keys'),
    );
    const [shape] = meant;
    if (meant.length === 1 && shape) return shape.map((inner) => `${where(inner.path)}: ${inner.message}`);
    return [`${where([])}: ${issue.message ?? 'is invalid'}`];
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
