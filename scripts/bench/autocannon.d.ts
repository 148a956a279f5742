// Minimal types for the parts of autocannon 8 the benchmark uses (@types/autocannon is not installed).
declare module "autocannon" {
  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };

  /** One request of a sequence; `setupRequest` may rewrite it before each send. */
  export type RequestParams = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: RequestParams) => RequestParams;
  };

  export type Options = {
    url: string;
    requests?: RequestParams[];
    connections?: number;
    duration?: number;
    amount?: number;
    /** Milliseconds per sample (default 1000): a run stops at a sample's end; requests.* are per sample. */
    sampleInt?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    expectBody?: string;
  };

  export type Result = {
    title?: string;
    url: string;
    connections: number;
    duration: number;
    start: Date;
    finish: Date;
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    "1xx": number;
    "2xx": number;
    "3xx": number;
    "4xx": number;
    "5xx": number;
    statusCodeStats: Record<string, { count: number }>;
  };

  /** The running instance: a promise of the result that also emits per-request events. */
  export type Instance = Promise<Result> & { stop?: () => void; on(event: "reqError", listener: (error: Error) => void): Instance };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
