/**
 * The load generator of `npm run bench:load` (scripts/bench-load.ts), in a process of its own so that it does not
 * share the server's event loop or the bench's: receives one scenario over IPC, runs autocannon on loopback, sends
 * back its figures and exits. Not run by hand.
 */
import autocannon from "autocannon";

/**
 * One request of a scenario; `unique` appends `&{param}={from - n}` (or `?`) at the n-th request sent by this process,
 * so that each request's URL is new.
 */
export interface LoadRequest {
  method: "GET" | "POST";
  path: string;
  host: string;
  headers?: Record<string, string>;
  body?: string;
  unique?: { param: string; from: number };
}

export interface LoadScenario {
  url: string;
  requests: LoadRequest[];
  connections: number;
  /** Seconds; ignored when `amount` is given. */
  duration: number;
  /** Requests in all (the count bound of a timed run, or the exact count of an `amount` run). */
  maxRequests?: number;
  amount?: number;
  /** Requests a second from all connections (the half-load run). */
  overallRate?: number;
  /** Stops the run after this many seconds whatever its count (an `amount` run's time bound). */
  timeLimit: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  requests: number;
  seconds: number;
  p50: number;
  p97_5: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  stoppedAtTimeLimit: boolean;
}

/** The bench's Accept-Encoding (scripts/bench-load.ts sets it: a browser's by default). */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "gzip";

function run(scenario: LoadScenario): Promise<LoadFigures> {
  let counter = 0;
  const requests = scenario.requests.map((r) => {
    const headers = { ...r.headers, host: r.host, "accept-encoding": ACCEPT_ENCODING };
    const base = { method: r.method, path: r.path, headers, ...(r.body !== undefined ? { body: r.body } : {}) };
    if (!r.unique) return base;
    const { param, from } = r.unique;
    const separator = r.path.includes("?") ? "&" : "?";
    return { ...base, setupRequest: (req: autocannon.Request) => ({ ...req, path: `${r.path}${separator}${param}=${from - ++counter}` }) };
  });
  return new Promise((resolve, reject) => {
    let stoppedAtTimeLimit = false;
    const instance = autocannon(
      {
        url: scenario.url,
        connections: scenario.connections,
        duration: scenario.duration,
        requests,
        ...(scenario.amount !== undefined ? { amount: scenario.amount } : {}),
        ...(scenario.maxRequests !== undefined && scenario.amount === undefined ? { maxOverallRequests: Math.max(scenario.maxRequests, scenario.connections) } : {}),
        ...(scenario.overallRate !== undefined ? { overallRate: scenario.overallRate } : {}),
        timeout: 30,
      },
      (error, result) => {
        clearTimeout(limit);
        if (error) return reject(error);
        const statusCodes: Record<string, number> = {};
        for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = (stat as { count: number }).count;
        const seconds = result.duration;
        resolve({
          requestsPerSecond: seconds > 0 ? result.requests.total / seconds : 0,
          requests: result.requests.total,
          seconds,
          p50: result.latency.p50,
          p97_5: result.latency.p97_5,
          p99: result.latency.p99,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          statusCodes,
          stoppedAtTimeLimit,
        });
      },
    );
    const limit = setTimeout(() => {
      stoppedAtTimeLimit = true;
      instance.stop();
    }, scenario.timeLimit * 1000);
  });
}

process.once("message", (scenario: LoadScenario) => {
  run(scenario).then(
    (figures) => process.send?.({ ok: true, figures }, () => process.exit(0)),
    (error: unknown) => process.send?.({ ok: false, error: error instanceof Error ? error.message : String(error) }, () => process.exit(1)),
  );
});
