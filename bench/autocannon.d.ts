// The part of autocannon's programmatic API the benches use (the package ships no types).
declare module 'autocannon' {
  export interface AutocannonRequest {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send of this request: answers the request as it goes out. */
    setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
  }
  export interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    /** Each connection sends these in turn, round after round. */
    requests?: AutocannonRequest[];
  }
  export interface AutocannonResult {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    duration: number;
  }
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
