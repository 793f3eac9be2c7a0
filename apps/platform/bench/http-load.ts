import { Worker } from 'node:worker_threads';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/**
 * Keep-alive HTTP GETs from `connections` loops for `seconds`, in a worker thread: its own event
 * loop, so the load generator does not queue behind the server it measures.
 */
const WORKER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, connections, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const times = [];
let errors = 0;
const deadline = Date.now() + seconds * 1000;
const once = () => new Promise((resolve) => {
  const t0 = process.hrtime.bigint();
  http.get(url, { agent }, (res) => {
    res.resume();
    res.on('end', () => {
      if (res.statusCode >= 500) errors += 1;
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      resolve();
    });
  }).on('error', () => { errors += 1; resolve(); });
});
const loop = async () => { while (Date.now() < deadline) await once(); };
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ times, errors });
});
`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export function httpLoad(url: string, connections: number, seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { url, connections, seconds } });
    worker.once('error', reject);
    worker.once('message', ({ times, errors }: { times: number[]; errors: number }) => {
      const sorted = [...times].sort((a, b) => a - b);
      resolve({
        requests: times.length,
        perSecond: times.length / seconds,
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        errors,
      });
      void worker.terminate();
    });
  });
}
