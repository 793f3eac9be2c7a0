// `node --import tsx src/cli/route-match.ts < requests.json`: a JSON array of { method, path } in,
// the platform's verdict on each out (route-verdicts.ts). No database, no server.
import { routeVerdicts, type RouteRequest } from './route-verdicts';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const requests = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RouteRequest[];
process.stdout.write(`${JSON.stringify(await routeVerdicts(requests))}\n`);
