/**
 * A fake LibreTranslate server for the translation tests, on 127.0.0.1 only: `POST /translate`
 * with the batch form answers `{translatedText: [...]}`, each text as "[target] text" or as the
 * test's dictionary says (`learn`); a test makes it misbehave (500, no answer, a wrong count) for every request or only for some.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { listenOnLoopback } from './loopback-server.ts';

export interface TranslateRequestBody {
  q: string[];
  source: string;
  target: string;
  format?: string;
  api_key?: string;
}

export type TranslateBehaviour = 'ok' | 'error' | 'hang' | 'miscount';

export interface TranslateServer {
  url: string;
  /** Every /translate request body received, in order. */
  bodies: TranslateRequestBody[];
  /** What a request gets: by default 'ok'. */
  behave(choose: (body: TranslateRequestBody) => TranslateBehaviour): void;
  /** Translations to give instead of the "[target] text" form: source text -> translated text. */
  learn(dictionary: Record<string, string>): void;
  close(): Promise<void>;
}

export const fakeTranslation = (text: string, target: string) => `[${target}] ${text}`;

export async function startTranslateServer(): Promise<TranslateServer> {
  const requests: IncomingMessage[] = [];
  const bodies: TranslateRequestBody[] = [];
  let choose: (body: TranslateRequestBody) => TranslateBehaviour = () => 'ok';
  const known = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    requests.push(request);
    if (request.method !== 'POST' || new URL(request.url ?? '/', 'http://x').pathname !== '/translate') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not Found"}');
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TranslateRequestBody;
      bodies.push(body);
      const behaviour = choose(body);
      if (behaviour === 'hang') return; // never answers; the client's deadline ends it
      if (behaviour === 'error') {
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: 'Cannot translate text: model crashed' }));
        return;
      }
      const translated = body.q.map((text) => known.get(text) ?? fakeTranslation(text, body.target));
      if (behaviour === 'miscount') translated.pop();
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ translatedText: translated }));
    });
  });
  const { url, close } = await listenOnLoopback(server, requests);
  return {
    url,
    bodies,
    behave: (next) => {
      choose = next;
    },
    learn: (dictionary) => {
      for (const [text, translated] of Object.entries(dictionary)) known.set(text, translated);
    },
    close,
  };
}
