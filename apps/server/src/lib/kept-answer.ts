/**
 * A JSON answer kept for many responses (issue #16 item 7), with its compressed forms made once,
 * on the first request that accepts each: a kept answer then costs no ranking, no serializing and
 * no compressing per response. Compressing a 50 KB feed with Brotli costs about 2 ms of CPU, more
 * than everything else a kept answer needs, so under load this is what keeps the lists cheap.
 */

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings we send, in order of preference; the same as the compression hook's. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Smaller bodies go as they are: framing and headers would eat what compression saves (the hook's threshold). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli quality 5: made once per answer, so a little more work than the per-response hook's 4
 * pays for every later response; 11 would cost tens of milliseconds for a feed.
 */
const BROTLI_QUALITY = 5;

export class KeptAnswer {
  readonly json: string;
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(json: string) {
    this.json = json;
  }

  /** The bytes kept, for a cache's size bound: the JSON, and its compressed forms once made (about a fifth). */
  get size(): number {
    return this.json.length + Math.ceil(this.json.length / 4);
  }

  encoded(encoding: Encoding): Buffer {
    let body = this.#encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.json, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.json),
              },
            })
          : gzipSync(this.json);
      this.#encoded.set(encoding, body);
    }
    return body;
  }

  /**
   * Sends the answer in the best encoding the request accepts. The compression hook leaves a body
   * that already names its encoding as it is.
   */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type('application/json; charset=utf-8');
    if (this.json.length < COMPRESS_FROM_BYTES) return reply.send(this.json);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? negotiate(accepted, [...ENCODINGS]) : null;
    if (!encoding) return reply.send(this.json);
    return reply.header('content-encoding', encoding).send(this.encoded(encoding));
  }
}
