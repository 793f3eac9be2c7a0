// An official-SDK app against the local platform: the README's example, run as written by the
// official-SDK suite (flows/readme-example.test.ts).
import { createClient, OAuthStrategy } from '@wix/sdk';
import { currentCart } from '@wix/ecom';
import { redirects } from '@wix/redirects';
import { products } from '@wix/stores';
import { installLocalPlatform } from '@headless/local-platform';

installLocalPlatform(process.env.LOCAL_PLATFORM_URL ?? 'http://localhost:4000'); // the one line

const client = createClient({
  modules: { products, currentCart, redirects },
  auth: OAuthStrategy({ clientId: '6f0a3c3e-2b7d-4f3a-9a61-0c8e5d2b7a10' }), // the demo site's
});
const { items } = await client.products.queryProducts().eq('name', 'Ceramic Coffee Mug').find();
const catalogReference = {
  appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
  catalogItemId: items[0]._id,
};
const { cart } = await client.currentCart.addToCurrentCart({
  lineItems: [{ catalogReference, quantity: 2 }],
});
console.log(`Cart: ${cart.lineItems[0].quantity} × ${cart.lineItems[0].productName.original}`);
const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
  channelType: 'WEB',
});
const { redirectSession } = await client.redirects.createRedirectSession({
  ecomCheckout: { checkoutId },
  callbacks: { postFlowUrl: 'http://localhost:3000/' },
});
console.log(`Hosted checkout: ${redirectSession.fullUrl}`);
