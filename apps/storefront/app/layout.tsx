import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

// Static on purpose: what depends on the visitor or the env lives in (shell)/layout.tsx, so pages
// outside that group (about, not-found) are prerendered.
export const metadata: Metadata = {
  title: { default: 'Headless storefront', template: '%s · Headless storefront' },
  description: 'Example pages for the platform apps installed on your site.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
      </body>
    </html>
  );
}
