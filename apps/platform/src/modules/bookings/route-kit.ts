import { z } from 'zod';
import type { Paths } from './paths';

/**
 * The parts of a bookings route that only name its schemas: spread into `routeWithAliases`
 * beside the handler, so each route says only its path, its contract and its one call.
 */

/** A POST on `paths` with its body and 200 schemas. */
export const postOn = <Body, Response>(paths: Paths, body: Body, response: Response) => ({
  method: 'POST' as const,
  paths,
  schema: { body, response: { 200: response } },
});

/** The DELETE of one record (its id in `params`), answering `{}`. */
export const deleteOn = <Params>(paths: Paths, params: Params) => ({
  method: 'DELETE' as const,
  paths,
  schema: { params, response: { 200: z.object({}) } },
});
