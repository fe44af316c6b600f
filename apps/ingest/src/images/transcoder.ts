/**
 * The main thread's side of the transcode worker (transcode-worker.ts): one worker, started on the
 * first image and kept while images are being converted; it holds the process open only while a
 * job is pending. A worker that dies (out of memory on a hostile image, say) fails the jobs it had
 * and is started anew for the next one.
 */
import { Worker } from 'node:worker_threads';
import type { ImageFormat } from './image-format.ts';
import type { TranscodeAnswer, TranscodeJob } from './transcode-worker.ts';

interface Pending {
  resolve: (jpeg: Buffer) => void;
  reject: (error: Error) => void;
}

export class Transcoder {
  #worker: Worker | undefined;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;

  /** Decodes bytes, scales them to at most maxWidth wide and answers a JPEG; rejects for an undecodable image. */
  toJpeg(bytes: Buffer, format: ImageFormat, maxWidth: number, quality: number): Promise<Buffer> {
    const worker = this.#start();
    const id = this.#nextId;
    this.#nextId += 1;
    return new Promise<Buffer>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.ref();
      const job: TranscodeJob = { id, bytes, format, maxWidth, quality };
      worker.postMessage(job);
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./transcode-worker.ts', import.meta.url));
    const failAll = (error: Error) => {
      if (this.#worker === worker) this.#worker = undefined;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on('message', (answer: TranscodeAnswer) => {
      const pending = this.#pending.get(answer.id);
      if (!pending) return;
      this.#pending.delete(answer.id);
      if (this.#pending.size === 0) worker.unref();
      if ('jpeg' in answer)
        pending.resolve(Buffer.from(answer.jpeg.buffer, answer.jpeg.byteOffset, answer.jpeg.byteLength));
      else pending.reject(new Error(answer.error));
    });
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`the image worker stopped (exit code ${code})`)));
    worker.unref();
    this.#worker = worker;
    return worker;
  }
}
