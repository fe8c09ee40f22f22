// What scripts/bench/load.mjs uses of autocannon 9, which ships no types.
declare module 'autocannon' {
  import type {EventEmitter} from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    requests?: {method?: string; path?: string}[];
  }

  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }

  interface Result {
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    errors: number;
    timeouts: number;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
