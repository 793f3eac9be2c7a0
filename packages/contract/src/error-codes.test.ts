// The catalog is what the platform's error factories accept (ApplicationErrorCode): a code written
// into two areas by mistake, or a table left out of that union, must show here.
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as mainTables from './error-codes';
import * as ecomOwnerTables from './error-codes-ecom-owner';
import type { ApplicationErrorCode } from './application-error-code';

/** The catalog is both files (error-codes-ecom-owner.ts continues error-codes.ts). */
const catalog = { ...mainTables, ...ecomOwnerTables };

type TableName = Extract<keyof typeof catalog, `${string}ErrorCode`>;
/** The hosted pages' return codes: a table of the catalog, but never an application error. */
type ApplicationTableName = Exclude<TableName, 'CallbackErrorCode'>;
type CodesOf<Table> = Table extends unknown ? Table[keyof Table] : never;

const tables = Object.entries(catalog) as [TableName, Record<string, string>][];
const applicationTables = tables.filter(([name]) => name !== 'CallbackErrorCode');

/** The codes several areas answer with on purpose, and exactly the tables that share each. */
const SHARED: Record<string, TableName[]> = {
  NOT_FOUND: ['PlatformErrorCode', 'EventOrderPaymentErrorCode'],
  MEMBER_NOT_FOUND: ['IdentityErrorCode', 'PricingPlansErrorCode'],
  SLUG_ALREADY_EXISTS: [
    'BookingServiceErrorCode',
    'CatalogErrorCode',
    'EventsErrorCode',
    'IdentityErrorCode',
  ],
  REVISION_MISMATCH: [
    'BookingServiceErrorCode',
    'BookingPolicyErrorCode',
    'CatalogErrorCode',
    'StaffMemberErrorCode',
    'ServiceVariantsErrorCode',
    'DiscountRuleErrorCode',
    'SubscriptionContractErrorCode',
    'EventPolicyErrorCode',
    'EventsErrorCode',
    'PricingPlansErrorCode',
  ],
  ORDER_NOT_FOUND: ['CheckoutErrorCode', 'EventTicketsErrorCode', 'PricingPlansErrorCode'],
  CATALOG_ITEM_NOT_FOUND: ['BackInStockErrorCode', 'CheckoutTemplateErrorCode'],
  EVENT_NOT_FOUND: ['EventsErrorCode', 'EventTicketsErrorCode'],
  /** The store's Categories API and the events' categories: each area's own tree. */
  CATEGORY_NOT_FOUND: ['CatalogErrorCode', 'EventsErrorCode'],
  REGISTRATION_CLOSED: ['EventsErrorCode', 'EventTicketsErrorCode'],
};

const codes = [...new Set(applicationTables.flatMap(([, table]) => Object.values(table)))];
const tablesOf = (code: string) =>
  applicationTables
    .filter(([, table]) => Object.values(table).includes(code))
    .map(([name]) => name)
    .sort();

describe('the error code catalog', () => {
  it('is the union of every application table, and of nothing else', () => {
    expectTypeOf<
      CodesOf<(typeof catalog)[ApplicationTableName]>
    >().toEqualTypeOf<ApplicationErrorCode>();
    expectTypeOf<
      typeof catalog.CallbackErrorCode.paymentDeclined
    >().not.toExtend<ApplicationErrorCode>();
    expect(applicationTables.length).toBeGreaterThan(20);
  });

  it.each(codes)('%s is in one table, or in exactly the tables that share it', (code) => {
    const sharedBy = SHARED[code];
    expect(tablesOf(code)).toEqual(sharedBy ? [...sharedBy].sort() : [expect.any(String)]);
  });

  it.each(Object.keys(SHARED))('%s, listed as shared, is a code of the catalog', (code) => {
    expect(codes).toContain(code);
  });

  it.each(tables)('%s: every value is an upper-case name or a numeric code', (_, table) => {
    for (const [key, code] of Object.entries(table)) {
      expect(key).toMatch(/^[a-z][A-Za-z]*$/);
      expect(code).toMatch(/^(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*|-\d+)$/);
    }
  });
});
