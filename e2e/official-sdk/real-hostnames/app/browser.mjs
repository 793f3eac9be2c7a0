// The app's page script, bundled for the browser (esbuild) from the official SDK: it fills the cart
// and opens the hosted checkout with the visitor tokens the app's server made.
/* global window, location */
import { createClient, OAuthStrategy } from '@wix/sdk';
import { currentCart, orders } from '@wix/ecom';
import { redirects } from '@wix/redirects';
import { products } from '@wix/stores';

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const modules = { products, currentCart, redirects, orders };

/** The session survives the trip through the hosted checkout, as an app's cookie would. */
async function session() {
  const saved = sessionStorage.getItem('session');
  if (saved) return JSON.parse(saved);
  const made = await (await fetch('/api/visitor-session', { method: 'POST' })).json();
  sessionStorage.setItem('session', JSON.stringify(made));
  return made;
}

async function client() {
  const { clientId, tokens } = await session();
  return createClient({ modules, auth: OAuthStrategy({ clientId, tokens }) });
}

async function fillCartAndCheckout(productName, quantity) {
  const shop = await client();
  const { items } = await shop.products.queryProducts().eq('name', productName).find();
  const catalogReference = { appId: STORES_APP_ID, catalogItemId: items[0]._id };
  const { cart } = await shop.currentCart.addToCurrentCart({
    lineItems: [{ catalogReference, quantity }],
  });
  const { checkoutId } = await shop.currentCart.createCheckoutFromCurrentCart({
    channelType: 'WEB',
  });
  const callbacks = {
    postFlowUrl: `${location.origin}/`,
    thankYouPageUrl: `${location.origin}/thank-you`,
  };
  const { redirectSession } = await shop.redirects.createRedirectSession({
    ecomCheckout: { checkoutId },
    callbacks,
  });
  const line = cart.lineItems[0];
  return {
    name: line.productName.original,
    quantity: line.quantity,
    fullUrl: redirectSession.fullUrl,
  };
}

async function readOrder(orderId) {
  const order = await (await client()).orders.getOrder(orderId);
  return { paymentStatus: order.paymentStatus, quantity: order.lineItems[0].quantity };
}

window.shop = { fillCartAndCheckout, readOrder };
