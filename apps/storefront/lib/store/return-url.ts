/** The page the hosted checkout returns to; its CHECKOUT callback carries `orderId`, or an ERROR. */
export const STORE_PATH = '/store';

/** This storefront's absolute /store URL, from the request's (forwarded) host and protocol. */
export function storeReturnUrl(headers: Headers): string {
  const host = first(headers.get('x-forwarded-host')) ?? first(headers.get('host'));
  if (!host) throw new Error('The request has no Host header to build the return URL from');
  const proto = first(headers.get('x-forwarded-proto')) === 'https' ? 'https' : 'http';
  return new URL(STORE_PATH, `${proto}://${host}`).toString();
}

function first(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim() || undefined;
}
