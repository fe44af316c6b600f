/**
 * One line of JSON for the ingest's log on stderr. The event is `message`; a detail of the same name
 * (an error's text) goes under `detail`, or it took the event's place ("127.0.0.1 is not a public
 * address" for "image failed").
 */
export function logLine(message: string, details: Record<string, unknown> = {}, time = new Date()): string {
  const { message: detail, ...rest } = details;
  return `${JSON.stringify({ time: time.toISOString(), message, ...rest, ...(detail === undefined ? {} : { detail }) })}\n`;
}

/** Writes one such line to stderr. */
export const logToStderr = (message: string, details?: Record<string, unknown>): void => {
  process.stderr.write(logLine(message, details));
};
