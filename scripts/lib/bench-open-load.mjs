// Latency at a given load, the way a latency target is stated: requests sent on a fixed schedule
// (an open load), each latency measured from when the schedule said to send it. A closed loop
// (autocannon's default: the next request when the last answers) measures queueing at
// saturation instead, and autocannon's own rate limit sends each second's requests in one burst.
// Measuring from the scheduled time counts a stall against every request it held back (the
// "coordinated omission" correction of wrk2 and HdrHistogram).
import http from 'node:http';
import { percentile } from './bench-autocannon.mjs';

/** @typedef {{ method: string, path: string, headers?: Record<string, string>, body?: string }} Request */

/**
 * One request on a kept-alive connection; resolves with its status once its body is read.
 * @param {http.Agent} agent
 * @param {string} url
 * @param {Request} request
 * @returns {Promise<number>}
 */
function send(agent, url, { method, path, headers, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, url), { method, headers, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Each connection (its own socket, its requests in turn, again and again) sends at
 * `requestsPerSecond / connections.length` requests a second, their start times spread so the
 * connections do not send together, for `seconds`. Any non-2xx answer is fatal.
 *
 * @param {{ url: string, connections: Request[][] }} kind
 */
export async function runOpenLoad({ url, connections }, requestsPerSecond, seconds) {
  const interval = (1000 * connections.length) / requestsPerSecond;
  const latencies = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    connections.map(async (requests, c) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let due = started + (interval * c) / connections.length;
      for (let i = 0; due < until; i++, due += interval) {
        await sleep(due - performance.now());
        const status = await send(agent, url, requests[i % requests.length]);
        if (status < 200 || status > 299) throw new Error(`answered ${status}`);
        latencies.push(performance.now() - due);
      }
      agent.destroy();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    offeredPerSecond: requestsPerSecond,
    requestsPerSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
}
