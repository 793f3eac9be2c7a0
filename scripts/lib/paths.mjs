import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const platformDir = join(repoRoot, 'apps/platform');
export const storefrontDir = join(repoRoot, 'apps/storefront');
export const sdkDir = join(repoRoot, 'packages/sdk');
export const contractDir = join(repoRoot, 'packages/contract');

/**
 * The storefront's production builds, one folder each below storefrontDir, so that `npm test` or
 * `npm run bench` never rebuilds the folder a running `npm start` serves its chunks from.
 * next.config.ts reads the folder from STOREFRONT_DIST_DIR (`next build` and `next start` alike).
 */
export const storefrontDistDirs = { start: '.next', e2e: '.next-e2e', bench: '.next-bench' };
export const DIST_DIR_VARIABLE = 'STOREFRONT_DIST_DIR';
