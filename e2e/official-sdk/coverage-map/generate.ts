// `npm run coverage-map` (in e2e/official-sdk): writes docs/sdk-coverage.md and served.json from
// the pinned packages and the platform's current routes.
import { writeFile } from 'node:fs/promises';
import { buildCoverageMap } from './map';
import { coverageOutputs, DOC_FILE, SERVED_FILE } from './outputs';

const { doc, served } = await coverageOutputs(await buildCoverageMap());
await writeFile(DOC_FILE, doc);
await writeFile(SERVED_FILE, served);
console.log(`wrote ${DOC_FILE} and ${SERVED_FILE}`);
