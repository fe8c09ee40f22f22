import path from 'node:path';
import {Worker} from 'node:worker_threads';

type WorkerReply<Output> = {result: Output} | {error: {message: string; stack?: string}};

/**
 * `module[exportName](input)` in a worker thread (./worker.cjs): postBuild steps that read every
 * page run beside each other instead of in turn on the main thread, each in a heap of its own.
 * Input and result must be structured-cloneable; an error keeps its message and stack.
 */
export function runInWorker<Input, Output>(modulePath: string, exportName: string, input: Input): Promise<Output> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.cjs'), {workerData: {modulePath, exportName, input}});
    worker.once('message', (reply: WorkerReply<Output>) => {
      if ('result' in reply) {
        resolve(reply.result);
        return;
      }
      const error = new Error(reply.error.message);
      if (reply.error.stack) error.stack = reply.error.stack;
      reject(error);
    });
    worker.once('error', reject);
    // Settles nothing after a reply; covers a worker that stops without one.
    worker.once('exit', (code) => reject(new Error(`${path.basename(modulePath)} ${exportName}: the worker stopped (exit code ${code}) without a result`)));
  });
}
