// Functions plugins/lib/__tests__/in-worker.test.ts runs in a worker thread.
import {isMainThread} from 'node:worker_threads';

export function describeInput({pages}: {pages: string[]}): {count: number; onMainThread: boolean} {
  return {count: pages.length, onMainThread: isMainThread};
}

export async function failLater(): Promise<never> {
  await new Promise((resolve) => setTimeout(resolve, 5));
  throw new Error('the page 甲.html could not be read');
}

export function stopWithoutReply(): void {
  process.exit(3);
}
