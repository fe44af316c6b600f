/**
 * The image cache's worker thread: decoding, scaling and encoding take from tens of milliseconds
 * to a second or two of CPU for a large photo, which on the main thread would stall every fetch
 * under way (and could run their deadlines out). One image at a time, so memory stays bounded by
 * one large image. Messages: { id, bytes, format, maxWidth, quality } in, { id, jpeg } or
 * { id, error } out.
 */
import { parentPort } from 'node:worker_threads';
import { decodeImage, encodeJpeg } from './codecs.ts';
import type { ImageFormat } from './image-format.ts';
import { flattenAndResize } from './resize.ts';

export interface TranscodeJob {
  id: number;
  bytes: Uint8Array;
  format: ImageFormat;
  maxWidth: number;
  quality: number;
}

export type TranscodeAnswer = { id: number; jpeg: Uint8Array } | { id: number; error: string };

async function transcode(job: TranscodeJob): Promise<TranscodeAnswer> {
  try {
    const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    const decoded = await decodeImage(bytes, job.format);
    if (decoded.width < 1 || decoded.height < 1 || decoded.data.length < decoded.width * decoded.height * 4) {
      throw new Error('no pixels');
    }
    return { id: job.id, jpeg: encodeJpeg(flattenAndResize(decoded, job.maxWidth), job.quality) };
  } catch (error) {
    return { id: job.id, error: error instanceof Error ? error.message || error.name : String(error) };
  }
}

let queue: Promise<unknown> = Promise.resolve();
parentPort?.on('message', (job: TranscodeJob) => {
  queue = queue.then(async () => parentPort?.postMessage(await transcode(job)));
});
