import manifest from '../../public/examples.json';
import { APP_NAMES, type AppIndex } from '../constants';
import { manifestSchema, type Example } from './schema';

let parsed: Example[] | undefined;

/** The shipped manifest (public/examples.json, also served as /examples.json), validated once. */
export function getExamples(): Example[] {
  parsed ??= manifestSchema.parse(manifest);
  return parsed;
}

/** The app a /404?app=<name> link names, if it is one of ours. */
export function appIndexByName(name: string | undefined): AppIndex | undefined {
  const entry = Object.entries(APP_NAMES).find(([, appName]) => appName === name);
  return entry ? (Number(entry[0]) as AppIndex) : undefined;
}

/** The example of an app (orderId = app index + 1). */
export function exampleFor(app: AppIndex): Example | undefined {
  return getExamples().find((example) => example.data.orderId === app + 1);
}
