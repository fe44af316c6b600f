/** What the ingest tests' local servers share: listening on loopback, and an oversized answer. */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Starts `server` on a free loopback port; answers its URL, the path hits, and a close that ends every connection. */
export async function listenOnLoopback(server: Server, requests: readonly IncomingMessage[]) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    hits: (pathname: string) => requests.filter((r) => new URL(r.url ?? '/', 'http://x').pathname === pathname).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** 50 MB written lazily, so a client that stops reading stops the server. */
export const HUGE_BYTES = 50 * 1024 * 1024;

export function sendHugeBody(
  response: ServerResponse,
  contentType: string,
  fill: string | number,
  { declareLength = false } = {},
): void {
  const chunk = Buffer.alloc(64 * 1024, fill);
  response.writeHead(200, {
    'content-type': contentType,
    ...(declareLength ? { 'content-length': String(HUGE_BYTES) } : {}),
  });
  let sent = 0;
  const pump = () => {
    while (sent < HUGE_BYTES) {
      sent += chunk.length;
      if (!response.write(chunk)) {
        response.once('drain', pump);
        return;
      }
    }
    response.end();
  };
  response.on('error', () => {});
  pump();
}
