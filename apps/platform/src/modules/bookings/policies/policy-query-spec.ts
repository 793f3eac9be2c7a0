import { asc, sql, type SQL } from 'drizzle-orm';
import { bookingsPolicies as p } from '../../../db/schema/bookings';
import {
  defineFields,
  recordDateFields,
  type EntityQuerySpec,
  type FieldSpec,
} from '../../../query';
import { DEFAULT_POLICY_RULES } from './policy-wire';

/**
 * Each rule's leaves (`cancellationPolicy.enabled`…) as stored, or the platform's default where a
 * policy stores none: the value the wire shows is the value a filter compares.
 */
function ruleFields(): Record<string, FieldSpec> {
  const fields: Record<string, FieldSpec> = {};
  for (const [rule, leaves] of Object.entries(DEFAULT_POLICY_RULES)) {
    for (const [leaf, fallback] of Object.entries(leaves as Record<string, unknown>)) {
      const type = typeof fallback === 'boolean' ? 'boolean' : 'number';
      const stored = sql`${p.rules} -> ${rule}::text ->> ${leaf}::text`;
      const value: SQL =
        type === 'boolean'
          ? sql`coalesce((${stored})::boolean, ${fallback}::boolean)`
          : sql`coalesce((${stored})::numeric, ${fallback}::numeric)`;
      fields[`${rule}.${leaf}`] = { sql: value, type, sortable: true };
    }
  }
  return fields;
}

const fields = defineFields({
  id: { sql: sql`${p.id}::text`, type: 'string', sortable: true },
  name: { sql: p.name, type: 'string', sortable: true },
  default: { sql: p.isDefault, type: 'boolean', sortable: true },
  'customPolicyDescription.enabled': {
    sql: sql`coalesce((${p.rules} -> 'customPolicyDescription' ->> 'enabled')::boolean, false)`,
    type: 'boolean',
  },
  'customPolicyDescription.description': {
    sql: sql`${p.rules} -> 'customPolicyDescription' ->> 'description'`,
    type: 'string',
  },
  ...ruleFields(),
  ...recordDateFields(p),
});

/** Booking policies' filters and sorts (the REST reference's list); oldest first, 100 a page. */
export const policyQuerySpec: EntityQuerySpec = {
  fields,
  defaultSort: [asc(p.createdAt)],
  tieBreaker: p.id,
  defaultLimit: 100,
};
