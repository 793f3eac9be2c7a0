import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const platformDir = join(repoRoot, 'apps/platform');
export const storefrontDir = join(repoRoot, 'apps/storefront');
export const sdkDir = join(repoRoot, 'packages/sdk');
export const contractDir = join(repoRoot, 'packages/contract');
