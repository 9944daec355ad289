// The part of autocannon's programmatic API the load child uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    requests?: { method: 'GET'; path: string }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p97_5: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Answers by HTTP status. */
    statusCodeStats: Record<string, { count: number }>;
  }
  interface Client {
    requestIterator: { currentRequest: { path: string } };
  }
  interface Run extends Promise<Result> {
    on(event: 'reqError', listener: (error: Error & { code?: string }) => void): void;
    /** Each answer: the connection (its request iterator holds the request answered), status, bytes, ms. */
    on(
      event: 'response',
      listener: (client: Client, status: number, bytes: number, responseTime: number) => void,
    ): void;
  }
  export default function autocannon(options: Options): Run;
}
