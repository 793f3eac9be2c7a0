import type { App } from '../../app';

/** Placeholder until the domain module lands. */
export default async function routes(_app: App): Promise<void> {}
