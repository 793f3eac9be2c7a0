// One autocannon measure the platform-only benchmarks can share: fixed requests per connection,
// every response's latency kept, any failure fatal.
import autocannon from 'autocannon';

const tenths = (ms) => Math.round(ms * 10) / 10;

/** The value below which `share` of `values` lie, in ms to a tenth. */
export function percentile(values, share) {
  const sorted = Float64Array.from(values).sort();
  return tenths(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
}

/**
 * Drives one autocannon instance per connection (`connections`: each its own requests), for
 * `duration` seconds; throughput and the p50/p99 of every response.
 */
export async function runConnections({ url, connections }, duration) {
  const latencies = [];
  let failures = 0;
  const results = await Promise.all(
    connections.map(
      (requests) =>
        new Promise((resolve, reject) => {
          const instance = autocannon(
            { url, connections: 1, duration, requests },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
          instance.on('response', (_client, status, _bytes, ms) => {
            latencies.push(ms);
            if (status < 200 || status > 299) failures += 1;
          });
        }),
    ),
  );
  failures += results.reduce((sum, r) => sum + r.errors + r.timeouts, 0);
  if (failures > 0) throw new Error(`${failures} requests failed (non-2xx, errors, timeouts)`);
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    requests,
    requestsPerSecond: requests / duration,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
}
