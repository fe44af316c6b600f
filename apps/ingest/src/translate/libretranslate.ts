/**
 * A LibreTranslate server as the pipeline's translator: `POST {url}/translate` with
 * `{q: [...], source, target, format: 'text', api_key?}`, answered by `{translatedText: [...]}`
 * (the batch form: one translated text per text, in order). Every call has a deadline; a batch
 * larger than `maxTexts` is sent in several requests; any answer but a 200 with exactly as many
 * strings as were sent rejects with a TranslateError.
 */
import { type Language, TranslateError, type Translator } from './translator.ts';

export interface LibreTranslateOptions {
  /** The server's base URL, e.g. http://localhost:5000 (a path prefix is kept). */
  url: string;
  apiKey?: string | undefined;
  /** Deadline of one request, headers and body (LibreTranslate on a CPU takes about a second a sentence). */
  timeoutMs?: number;
  /** Texts per request (LibreTranslate's --batch-limit refuses larger batches). */
  maxTexts?: number;
  /** The largest answer read, in bytes. */
  maxAnswerBytes?: number;
}

export const LIBRETRANSLATE_DEFAULTS = { timeoutMs: 60_000, maxTexts: 24, maxAnswerBytes: 1_000_000 } as const;

export class LibreTranslator implements Translator {
  readonly maxTexts: number;
  readonly #endpoint: string;
  readonly #apiKey: string | undefined;
  readonly #timeoutMs: number;
  readonly #maxAnswerBytes: number;

  constructor(options: LibreTranslateOptions) {
    this.#endpoint = new URL('translate', options.url.endsWith('/') ? options.url : `${options.url}/`).href;
    this.#apiKey = options.apiKey || undefined;
    this.#timeoutMs = options.timeoutMs ?? LIBRETRANSLATE_DEFAULTS.timeoutMs;
    this.maxTexts = Math.max(1, options.maxTexts ?? LIBRETRANSLATE_DEFAULTS.maxTexts);
    this.#maxAnswerBytes = options.maxAnswerBytes ?? LIBRETRANSLATE_DEFAULTS.maxAnswerBytes;
  }

  async translate(texts: string[], from: Language, to: Language): Promise<string[]> {
    const out: string[] = [];
    for (let start = 0; start < texts.length; start += this.maxTexts) {
      out.push(...(await this.#request(texts.slice(start, start + this.maxTexts), from, to)));
    }
    return out;
  }

  async #request(q: string[], source: Language, target: Language): Promise<string[]> {
    const body = { q, source, target, format: 'text', ...(this.#apiKey ? { api_key: this.#apiKey } : {}) };
    const signal = AbortSignal.timeout(this.#timeoutMs);
    let text: string;
    let status: number;
    try {
      const response = await fetch(this.#endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal,
        redirect: 'error',
      });
      status = response.status;
      text = await readCapped(response, this.#maxAnswerBytes);
    } catch (error) {
      if (signal.aborted) throw new TranslateError('TIMEOUT', `no answer within ${this.#timeoutMs} ms`);
      if (error instanceof TranslateError) throw error;
      throw new TranslateError('NETWORK', (error as Error).message);
    }
    if (status !== 200) {
      throw new TranslateError('HTTP_STATUS', `HTTP ${status}: ${errorOf(text)}`.slice(0, 300));
    }
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw new TranslateError('BAD_ANSWER', 'the answer is not JSON');
    }
    const translated = (answer as { translatedText?: unknown } | null)?.translatedText;
    if (!Array.isArray(translated) || !translated.every((t): t is string => typeof t === 'string')) {
      throw new TranslateError('BAD_ANSWER', 'translatedText is not a list of texts');
    }
    if (translated.length !== q.length) {
      throw new TranslateError('BAD_ANSWER', `${translated.length} texts answered for ${q.length} asked`);
    }
    return translated;
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new TranslateError('BAD_ANSWER', `answer larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      // Leaving the loop by throwing cancels the stream.
      if (size > maxBytes) throw new TranslateError('BAD_ANSWER', `answer larger than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

function errorOf(text: string): string {
  try {
    const error = (JSON.parse(text) as { error?: unknown }).error;
    if (typeof error === 'string') return error;
  } catch {
    // not JSON: the start of the text says enough
  }
  return text.slice(0, 200);
}
