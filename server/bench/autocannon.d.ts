// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface AutocannonRequest {
    path: string;
    [key: string]: unknown;
  }
  interface AutocannonOptions {
    url: string;
    connections: number;
    /** Seconds to run; or `amount`: this many requests in all. */
    duration?: number;
    amount?: number;
    method?: string;
    /** Connections and seconds driven, unmeasured, before the measured run. */
    warmup?: { connections: number; duration: number };
    headers?: Record<string, string>;
    requests?: Array<{ setupRequest?: (request: AutocannonRequest) => AutocannonRequest }>;
  }
  interface AutocannonResult {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '3xx': number;
  }
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
