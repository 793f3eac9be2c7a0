import type { AppIndex } from '../constants';
import { readEnv } from '../env';
import type { PlatformClient } from '../platform/clients';
import { problemKindOf, toProblem } from '../platform/problems';
import { readAsVisitor } from '../platform/visitor';
import { redirectIfAppMissing, requireApp } from '../site-info';
import type { ExampleData, ExampleItem } from './types';

/**
 * An example page's data: redirects to /404?app=… when its app is not installed, and reports a
 * platform that went away as a problem to show rather than a crash.
 */
export async function loadExample(
  app: AppIndex,
  path: string,
  read: (client: PlatformClient) => Promise<ExampleItem[]>,
): Promise<ExampleData> {
  const problem = await requireApp(app);
  if (problem) return { problem };
  try {
    return { items: await readAsVisitor(path, read) };
  } catch (error) {
    redirectIfAppMissing(error, app);
    if (problemKindOf(error)) return { problem: toProblem(error, readEnv()) };
    throw error;
  }
}
