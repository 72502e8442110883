// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Options = {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
  };
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number };
  type Result = { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number };
  export default function autocannon(options: Options): Promise<Result>;
}
