import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {SearchBuildInput, SearchBuildSummary} from './collect';

type WorkerReply = {summary: SearchBuildSummary} | {error: {message: string; stack?: string}};

/** buildSearchFiles in a worker thread (./worker.cjs); its error, message and stack kept, rejects the promise. */
export function buildSearchFilesInWorker(input: SearchBuildInput): Promise<SearchBuildSummary> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.cjs'), {workerData: input});
    worker.once('message', (reply: WorkerReply) => {
      if ('summary' in reply) {
        resolve(reply.summary);
        return;
      }
      const error = new Error(reply.error.message);
      if (reply.error.stack) error.stack = reply.error.stack;
      reject(error);
    });
    worker.once('error', reject);
    // Settles nothing after a reply; covers a worker that dies without one.
    worker.once('exit', (code) => reject(new Error(`search-index: the index worker stopped (exit code ${code}) without a result`)));
  });
}
