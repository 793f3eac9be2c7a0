// The map's two committed outputs, formatted as `npm run format` would leave them: the page
// (docs/sdk-coverage.md) and the ratchet's list of served methods (served.json).
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { CoverageMap } from './map';
import { renderCoverageDoc, servedList } from './render';

export const DOC_FILE = fileURLToPath(new URL('../../../docs/sdk-coverage.md', import.meta.url));
export const SERVED_FILE = fileURLToPath(new URL('./served.json', import.meta.url));

async function formatted(text: string, file: string): Promise<string> {
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

export async function coverageOutputs(map: CoverageMap): Promise<{ doc: string; served: string }> {
  return {
    doc: await formatted(renderCoverageDoc(map), DOC_FILE),
    served: await formatted(JSON.stringify(servedList(map)), SERVED_FILE),
  };
}
