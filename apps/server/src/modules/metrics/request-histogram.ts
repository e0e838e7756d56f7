// The HTTP request histogram of /metrics, kept by hand rather than by prom-client's Histogram:
// that one validates and hashes its labels on every observation (about a microsecond, a few
// per cent of a cheap call), while this one costs three map lookups and a bucket search. It is
// written out in Prometheus's text format beside prom-client's metrics.

/** One series: the requests of one method, route and status. */
interface Series {
  /** Requests per bucket (not cumulative); the last one counts those above every bound. */
  counts: Float64Array;
  sum: number;
  count: number;
}

/** Upper bounds of the buckets, in seconds: from a kept answer (~1 ms) to a stuck request. */
export const REQUEST_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
] as const;

export class RequestHistogram {
  /** By method, then route pattern, then status. */
  private readonly series = new Map<string, Map<string, Map<number, Series>>>();

  constructor(
    readonly name: string,
    private readonly help: string,
  ) {}

  /** Counts a request of `method` to `route` (its pattern) answered `status` in `ms`. */
  observe(method: string, route: string, status: number, ms: number): void {
    let byRoute = this.series.get(method);
    if (!byRoute) this.series.set(method, (byRoute = new Map()));
    let byStatus = byRoute.get(route);
    if (!byStatus) byRoute.set(route, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (!series) {
      series = { counts: new Float64Array(REQUEST_BUCKETS.length + 1), sum: 0, count: 0 };
      byStatus.set(status, series);
    }
    const seconds = ms / 1000;
    let bucket = 0;
    while (bucket < REQUEST_BUCKETS.length && seconds > REQUEST_BUCKETS[bucket]!) bucket++;
    series.counts[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** The histogram in Prometheus's text format (0.0.4), ending with a newline. */
  exposition(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const [method, byRoute] of this.series)
      for (const [route, byStatus] of byRoute)
        for (const [status, series] of byStatus) {
          const labels = `method="${escape(method)}",route="${escape(route)}",status_code="${status}"`;
          let cumulative = 0;
          REQUEST_BUCKETS.forEach((bound, i) => {
            cumulative += series.counts[i]!;
            lines.push(`${this.name}_bucket{le="${bound}",${labels}} ${cumulative}`);
          });
          lines.push(`${this.name}_bucket{le="+Inf",${labels}} ${series.count}`);
          lines.push(`${this.name}_sum{${labels}} ${series.sum}`);
          lines.push(`${this.name}_count{${labels}} ${series.count}`);
        }
    return `${lines.join('\n')}\n`;
  }
}

/** A label value as the text format writes it. */
function escape(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}
