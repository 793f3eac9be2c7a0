import { Header } from '@/components/header/header';
import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';

// A static page (prerendered at build time): it also serves as the benchmark's baseline for `/`.
export const metadata: Metadata = { title: 'About this kit' };

export default function AboutPage() {
  return (
    <>
      <Header />
      <main id="main" className="container main">
        <PageTitle title="About this kit" />
        <div className="prose">
          <p>
            This storefront shell lists example pages for the platform apps your site has installed:
            Bookings, Store, Events and Pricing Plans. Each example talks to the platform through
            the typed SDK, on the storefront server; the browser never holds a platform token.
          </p>
          <h2>Use your own site</h2>
          <ol>
            <li>Create a headless OAuth client for your site on the platform.</li>
            <li>
              Put its client id in <code>CLIENT_ID</code> in{' '}
              <code>apps/storefront/lib/constants.ts</code>, or set <code>PLATFORM_CLIENT_ID</code>{' '}
              when you start the storefront.
            </li>
            <li>
              Set <code>PLATFORM_API_URL</code> to the platform&apos;s API address (the local
              platform is <code>http://localhost:4000</code>).
            </li>
          </ol>
          <h2>Try things locally</h2>
          <p>
            The local platform keeps a demo site with every app installed. Remove an app with{' '}
            <code>npm run platform -- apps uninstall stores</code> and the home page lists it under
            “Uninstalled apps” within half a minute; <code>apps install stores</code> brings it
            back.
          </p>
        </div>
      </main>
    </>
  );
}
