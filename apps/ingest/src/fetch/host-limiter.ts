/**
 * Concurrency limits for fetching: at most `perHost` requests to one host at a time and at most
 * `total` overall, so a feed list with ten feeds of one outlet never hammers its server.
 * An in-process counter of slots, not a job queue: it shapes the traffic of one process, also of
 * one worker on the job queue (docs/decisions/0020-ingest-job-queue.md).
 */
export class HostLimiter {
  readonly #perHost: number;
  readonly #total: number;
  readonly #active = new Map<string, number>();
  #running = 0;
  readonly #waiting: Array<{ host: string; start: () => void }> = [];

  constructor(perHost: number, total: number) {
    if (perHost < 1 || total < 1) throw new Error('concurrency limits must be at least 1');
    this.#perHost = perHost;
    this.#total = total;
  }

  /** Runs task once a slot for its host is free. */
  async run<T>(host: string, task: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      this.#waiting.push({ host, start: resolve });
      this.#pump();
    });
    try {
      return await task();
    } finally {
      this.#running -= 1;
      this.#active.set(host, (this.#active.get(host) ?? 1) - 1);
      this.#pump();
    }
  }

  /** How many tasks hold a slot for host now (tests observe the limit through this). */
  activeFor(host: string): number {
    return this.#active.get(host) ?? 0;
  }

  #pump(): void {
    for (let i = 0; i < this.#waiting.length && this.#running < this.#total; ) {
      const next = this.#waiting[i];
      if (next && (this.#active.get(next.host) ?? 0) < this.#perHost) {
        this.#waiting.splice(i, 1);
        this.#running += 1;
        this.#active.set(next.host, (this.#active.get(next.host) ?? 0) + 1);
        next.start();
      } else {
        i += 1;
      }
    }
  }
}
