// Who calls a method: a site's visitors and members (through OAuth, as a headless site does), or
// only the site's owner and apps. The typings say it outright for a few methods (MEMBER, or a
// description naming visitor or member authentication); for the rest this map reads the method's
// permission: the ones below are those whose names say they read what a site shows its visitors
// (catalog, services, availability, events, public plans) or act on the caller's own cart,
// checkout, booking, reservation, order or membership. This is the map's reading, not the
// platform's word: a permission missing here counts its methods as owner/app only. A few methods
// the typings give no permission at all are named one by one.
import type { MethodDocs } from './typings';

export const VISITOR_AND_MEMBER_PERMISSIONS = new Set([
  // Stores: the catalog a storefront shows.
  'WIX_STORES.READ_PRODUCTS',
  'WIX_STORES.PRODUCT_READ',
  'WIX_STORES.READ_ONLY_VARIANT_READ',
  'WIX_STORES.BRAND_READ',
  'WIX_STORES.RIBBON_READ',
  'WIX_STORES.INFO_SECTION_READ',
  'WIX_STORES.CUSTOMIZATION_READ',
  'WIX_STORES.INVENTORY_READ',
  'WIX_STORES.READ_INVENTORY',
  'WIX_STORES.READ_SUBSCRIPTION_OPTIONS',
  'WIX_STORES.ALL_PRODUCTS_CATEGORY_READ',
  // eCommerce: the visitor's own cart and checkout, and what they show.
  'ECOM.READ_CARTS',
  'ECOM.MODIFY_CARTS',
  'ECOM.CREATE_CHECKOUT_FROM_CART',
  'ECOM.READ_CHECKOUTS',
  'ECOM.MODIFY_CHECKOUTS',
  'ECOM.CREATE_ORDER_FROM_CHECKOUT',
  'ECOM.CALCULATE_TOTALS',
  'ECOM.READ_CHECKOUT_SETTINGS',
  'ECOM.CREATE_BACK_IN_STOCK_NOTIFICATION_REQUESTS',
  'ECOM.CHECKOUT_TEMPLATE_CREATE_CHECKOUT',
  'ECOM.CHECKOUT_CONTENT_READ',
  'ECOM.READ_ORDERS',
  'CURRENCY_CONVERTER.READ_CURRENCIES',
  'RECOMMENDATIONS.READ',
  // Bookings: services, availability, and booking one.
  'BOOKINGS.SERVICES_READ',
  'BOOKINGS.AVAILABILITY_READ',
  'BOOKINGS.AVAILABILITY_READ_MULTI_SLOT',
  'BOOKINGS.AVAILABILITY_READ_TIME_SLOTS',
  'BOOKINGS.AVAILABILITY_READ_MULTI_SERVICE_TIME_SLOTS',
  'BOOKINGS.BOOKING_CREATE',
  'BOOKINGS.CATEGORY_READ',
  'BOOKINGS.CATEGORIES_READ',
  'BOOKINGS.STAFF_MEMBER_READ',
  'BOOKINGS.PRICE_PREVIEW',
  'BOOKINGS.PRICE_CALCULATE',
  'BOOKINGS.SERVICE_OPTIONS_AND_VARIANTS_READ',
  'BOOKINGS.BOOKING_POLICY_READ',
  'MULTI_SERVICE_BOOKINGS.MULTI_SERVICE_BOOKING_CREATE',
  'MULTI_SERVICE_BOOKINGS.MULTI_SERVICE_BOOKING_GET_AVAILABILITY',
  // Events: the published events, their tickets, and buying or reserving them.
  'WIX_EVENTS.READ_EVENTS',
  'WIX_EVENTS.READ_AVAILABLE_TICKET_DEFINITIONS',
  'WIX_EVENTS.READ_TICKET_DEFINITIONS',
  'WIX_EVENTS.READ_MEMBER_RSVP',
  'WIX_EVENTS.READ_CATEGORIES',
  'WIX_EVENTS.READ_AGENDA',
  'WIX_EVENTS.READ_POLICIES',
  'WIX_EVENTS.CHECKOUT',
  'WIX_EVENTS.READ_CHECKOUT',
  'WIX_EVENTS.CREATE_RSVP',
  'WIX_EVENTS.TICKET_RESERVATION_CREATE',
  'WIX_EVENTS.TICKET_RESERVATION_READ_OWN',
  'WIX_EVENTS.TICKET_RESERVATION_UPDATE_OWN',
  'WIX_EVENTS.READ_AGENDA_BOOKMARKS',
  'WIX_EVENTS.MANAGE_AGENDA_BOOKMARKS',
  // Pricing plans: the public plans, buying one, the member's own orders.
  'PRICING_PLANS.READ_PUBLIC_PLANS',
  'PRICING_PLANS.PLAN_READ_PUBLIC',
  'PRICING_PLANS.READ_PLANS',
  'PRICING_PLANS.PLAN_READ',
  'PRICING_PLANS.PURCHASE_PLANS',
  'PRICING_PLANS.READ_OWN_ORDERS',
  'PRICING_PLANS.MANAGE_OWN_ORDERS',
  'PRICING_PLANS.ELIGIBLE_PLANS_READ',
  // Redirects: the hosted checkout and login pages.
  'WIX_HEADLESS.WIX_URL_CREATE',
  // Members: the member's own profile and community.
  'MEMBERS.MEMBER_READ',
  'MEMBERS.MEMBER_JOIN_COMMUNITY',
  'MEMBERS.MEMBER_ABOUT_READ',
  'MEMBERS.FOLLOW_READ_MY',
  'MEMBERS.MEMBER_FOLLOW',
]);

/** Methods the typings give no permission or identity, which a site's pages call for its visitors. */
export const VISITOR_AND_MEMBER_METHODS = new Set([
  '@wix/stores collections.getCollection',
  '@wix/stores collections.getCollectionBySlug',
  '@wix/stores collections.queryCollections',
  '@wix/ecom cart.getCartByCheckoutId',
  '@wix/ecom checkout.getWixCheckoutUrl',
  '@wix/ecom currentCartV2.getUpsellOptionsForCurrentCart',
  '@wix/ecom wishlists.getDefaultWishlist',
  '@wix/ecom wishlists.addItem',
  '@wix/ecom wishlists.removeItem',
  '@wix/bookings availabilityCalendar.getScheduleAvailability',
  '@wix/pricing-plans orders.createOnlineOrder',
  '@wix/members authentication.login',
  '@wix/members authentication.register',
]);

export type Audience = 'visitor/member' | 'owner/app';

/** `method` is `@wix/stores collections.getCollection`. */
export function audienceOf(method: string, docs: MethodDocs): Audience {
  // A description's passing mention ("to delete the current member, call…") counts only where the
  // typings' identities leave room for a member: bulkDeleteMembers is APP only, by the reference's
  // MEMBERS.MEMBER_DELETE. A note that the method requires visitor or member authentication counts.
  const identitiesAllowMember = docs.identities.length === 0 || docs.identities.includes('MEMBER');
  const facing =
    VISITOR_AND_MEMBER_METHODS.has(method) ||
    docs.identities.includes('MEMBER') ||
    docs.requiresVisitorOrMember === true ||
    (docs.mentionsVisitorOrMember === true && identitiesAllowMember) ||
    docs.permissions.some((permission) => VISITOR_AND_MEMBER_PERMISSIONS.has(permission));
  return facing ? 'visitor/member' : 'owner/app';
}
