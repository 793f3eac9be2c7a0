import type { RequestContext } from './http-client';

/**
 * A module is a plain object that builds its methods over one client's request pipeline. It is a
 * literal, not a call, so importing a subpath runs nothing and bundlers drop unused modules.
 */
export interface SdkModule<Api> {
  readonly create: (ctx: RequestContext, config: ModuleConfig) => Api;
}

/** Client options some modules read at creation; most ignore them. */
export interface ModuleConfig {
  /** The webhooks module's defaults: the platform's public key and the age tolerance. */
  webhooks?: { publicKey?: string; toleranceSeconds?: number } | undefined;
}

export type ModuleApi<M> = M extends SdkModule<infer Api> ? Api : never;
