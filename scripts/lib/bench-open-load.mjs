// Latency at a given load, the way a latency target is stated: requests sent on a fixed schedule
// (an open load), each latency measured from when the schedule said to send it. A closed loop
// (autocannon's default: the next request when the last answers) measures queueing at
// saturation instead, and autocannon's own rate limit sends each second's requests in one burst.
// Measuring from the scheduled time counts a stall against every request it held back (the
// "coordinated omission" correction of wrk2 and HdrHistogram).
//
// The generator shares the machine with what it measures, so it must cost little: each request is
// written as bytes built once, on a socket of its own, and its answer is read only as far as the
// status line and Content-Length. Node's http client cost about as much CPU per request as the
// platform's /health itself, which at a cart's load took the CPU the platform needed.
import net from 'node:net';
import { percentile } from './bench-autocannon.mjs';

/** @typedef {{ method: string, path: string, headers?: Record<string, string>, body?: string }} Request */

/**
 * The request as HTTP/1.1 bytes, with the Host header the platform's host check wants.
 * @param {URL} origin
 * @param {Request} request
 */
export function requestBytes(origin, { method, path, headers = {}, body }) {
  const payload = body === undefined ? undefined : Buffer.from(body);
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${origin.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (payload) lines.push(`content-length: ${payload.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return payload ? Buffer.concat([head, payload]) : head;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * The status of one complete answer at the start of `buffer` and its length in bytes, or
 * undefined while it is incomplete. Answers must carry Content-Length (the platform's do).
 * @param {Buffer} buffer
 * @returns {{ status: number, length: number } | undefined}
 */
export function completeAnswer(buffer) {
  const headerEnd = buffer.indexOf(HEADER_END);
  if (headerEnd < 0) return undefined;
  const head = buffer.toString('latin1', 0, headerEnd);
  const status = Number(head.slice(9, 12));
  const match = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (!match) throw new Error(`an answer without Content-Length (status ${status})`);
  const length = headerEnd + HEADER_END.length + Number(match[1]);
  return buffer.length >= length ? { status, length } : undefined;
}

/**
 * One kept-alive connection that sends a request and resolves with its answer's status, one
 * request at a time.
 * @param {URL} origin
 */
async function openConnection(origin) {
  const socket = net.connect({ host: origin.hostname, port: Number(origin.port) });
  socket.setNoDelay(true);
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = Buffer.alloc(0);
  /** @type {{ resolve: (status: number) => void, reject: (error: Error) => void } | undefined} */
  let waiting;
  socket.on('data', (chunk) => {
    received = received.length ? Buffer.concat([received, chunk]) : chunk;
    try {
      const answer = completeAnswer(received);
      if (!answer || !waiting) return;
      received = received.subarray(answer.length);
      const { resolve } = waiting;
      waiting = undefined;
      resolve(answer.status);
    } catch (error) {
      waiting?.reject(/** @type {Error} */ (error));
    }
  });
  const fail = (error) => waiting?.reject(error);
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('the platform closed the connection')));
  return {
    /** @param {Buffer} bytes @returns {Promise<number>} */
    send: (bytes) =>
      new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(bytes);
      }),
    close: () => socket.destroy(),
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Each connection (its own socket, its requests in turn, again and again) sends at
 * `requestsPerSecond / connections.length` requests a second, their start times spread so the
 * connections do not send together, for `seconds`. Any non-2xx answer is fatal. Reports the
 * generator's own CPU per request too: what it took from the machine it measures.
 *
 * @param {{ url: string, connections: Request[][] }} kind
 * @param {number} requestsPerSecond
 * @param {number} seconds
 */
export async function runOpenLoad({ url, connections }, requestsPerSecond, seconds) {
  const origin = new URL(url);
  const plans = connections.map((requests) => requests.map((r) => requestBytes(origin, r)));
  const sockets = await Promise.all(plans.map(() => openConnection(origin)));
  const interval = (1000 * connections.length) / requestsPerSecond;
  const latencies = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const until = started + seconds * 1000;
  try {
    await Promise.all(
      plans.map(async (requests, c) => {
        let due = started + (interval * c) / connections.length;
        for (let i = 0; due < until; i++, due += interval) {
          await sleep(due - performance.now());
          const status = await sockets[c].send(requests[i % requests.length]);
          if (status < 200 || status > 299) throw new Error(`answered ${status}`);
          latencies.push(performance.now() - due);
        }
      }),
    );
  } finally {
    for (const socket of sockets) socket.close();
  }
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    offeredPerSecond: requestsPerSecond,
    requestsPerSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    generatorCpuUsPerRequest: Math.round((cpu.user + cpu.system) / latencies.length),
  };
}
