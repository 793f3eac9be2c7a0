import { validationError } from '../kernel/errors';

/**
 * A write names its entity in the path; the body's copy of the id may be left out, but must not
 * name another one (400 on `field`).
 */
export function sameId(pathId: string, bodyId: string | undefined, field = 'id'): void {
  if (bodyId !== undefined && bodyId !== pathId)
    throw validationError([
      { field, description: 'must match the id in the path', violatedRule: 'VALIDATION' },
    ]);
}
