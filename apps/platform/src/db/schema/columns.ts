import { bigint, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Column shapes many tables share, spelled once. Each call builds a new column (Drizzle's builders
 * are mutable), and each writes exactly the SQL the migrations give that column.
 */

/** Every timestamp of the platform is `timestamptz`. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/** `id uuid PRIMARY KEY DEFAULT gen_random_uuid()` */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

/** `id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY`: append-only logs, read in id order. */
export const identityId = () =>
  bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** `created_at timestamptz NOT NULL DEFAULT now()` */
export const createdAt = () => ts('created_at').notNull().defaultNow();

/** `created_at` and `updated_at`, both `timestamptz NOT NULL DEFAULT now()`. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The optimistic-concurrency counter a write bumps: `revision bigint NOT NULL DEFAULT 1`. */
export const revision = () => bigint('revision', { mode: 'number' }).notNull().default(1);

/** A required `uuid` reference to the row this one belongs to: deleting that row deletes this. */
export const ownedBy = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: 'cascade' });

/**
 * A text column that stores a protocol enum as it goes on the wire, typed by the contract's zod
 * enum (whose `options` zod types as a plain array; Drizzle wants a non-empty tuple). The
 * migration's CHECK lists the same values, and the schema-drift test holds the two together.
 */
export const contractEnum = <T extends string>(name: string, values: { readonly options: T[] }) =>
  text(name, { enum: values.options as [T, ...T[]] });
