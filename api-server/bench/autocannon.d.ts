// The part of autocannon's programmatic interface the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    /** `total`: the requests answered. */
    requests: Histogram & { total: number };
    latency: Histogram;
    /** `total`: the bytes received, headers included. */
    throughput: Histogram & { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds to wait for an answer before counting a timeout. */
    timeout?: number;
    headers?: Record<string, string>;
    /** Each request made from the defaults by `setupRequest`, which may change its `path`. */
    requests?: { setupRequest(request: { path: string }): { path: string } }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export = autocannon;
}
