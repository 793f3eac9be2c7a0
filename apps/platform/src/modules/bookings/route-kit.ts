import { z } from 'zod';
import { ownerOnly } from '../../http/require-owner';
import type { Paths } from './paths';

/**
 * The parts of a bookings route that only name its schemas: spread into `routeWithAliases`
 * beside the handler, so each route says only its path, its contract and its one call.
 */

/** A POST on `paths` with its body and 200 schemas, for every identity. */
export const postOn = <Body, Response>(paths: Paths, body: Body, response: Response) => ({
  method: 'POST' as const,
  paths,
  schema: { body, response: { 200: response } },
});

/** The same POST, the owner's. */
export const ownerPostOn = <Body, Response>(paths: Paths, body: Body, response: Response) => ({
  ...postOn(paths, body, response),
  preValidation: ownerOnly,
});

/** The owner's DELETE of one record (its id in `params`), answering `{}`. */
export const ownerDeleteOn = <Params>(paths: Paths, params: Params) => ({
  method: 'DELETE' as const,
  paths,
  preValidation: ownerOnly,
  schema: { params, response: { 200: z.object({}) } },
});
