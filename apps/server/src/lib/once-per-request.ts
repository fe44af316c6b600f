import type { FastifyRequest } from 'fastify';

/** `read`, answered once per request: a page's renderers each ask who and where the reader is. */
export function oncePerRequest<T>(
  read: (request: FastifyRequest) => Promise<T>,
): (request: FastifyRequest) => Promise<T> {
  const answers = new WeakMap<FastifyRequest, Promise<T>>();
  return (request) => {
    let answer = answers.get(request);
    if (!answer) {
      answer = read(request);
      answers.set(request, answer);
    }
    return answer;
  };
}
