import { AppId, DEMO_SITE_ID } from '@headless/contract';
import type { TestApp } from '../../../test/build-app';
import { seedId } from '../../seed/seed-helpers';

/** Shared by the cart's integration tests. */
export const product = (key: string, siteId = DEMO_SITE_ID) => seedId(siteId, `product:${key}`);
export const TEE = product('classic-cotton-t-shirt');
export const MUG = product('ceramic-coffee-mug');
export const BOOK = product('digital-recipe-book');
export const CART = '/ecom/v1/carts/current';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function cartClient(t: TestApp, headers: Record<string, string>) {
  const call = (method: Method, path = '', payload?: object) =>
    t.app.inject({
      method,
      url: `${CART}${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const add = (catalogItemId: string, quantity = 1, options?: object) =>
    call('POST', '/add-to-cart', {
      lineItems: [
        {
          catalogReference: { appId: AppId.ecom, catalogItemId, ...(options ? { options } : {}) },
          quantity,
        },
      ],
    });
  return { call, add };
}

export const teeOptions = { options: { Size: 'M', Color: 'Black' } };

export const appError = (res: { json(): { details: { applicationError: { code: string } } } }) =>
  res.json().details.applicationError.code;

export const violations = (res: {
  json(): { details: { validationError: { fieldViolations: { field: string }[] } } };
}) => res.json().details.validationError.fieldViolations.map((v) => v.field);
