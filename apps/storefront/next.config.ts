import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // `npm start` serves `.next`; the e2e suite and the benchmarks build and serve their own folder
  // (scripts/lib/build.mjs), so a test run never replaces the build a running shell serves.
  distDir: process.env.STOREFRONT_DIST_DIR || '.next',
  // The SDK and the contract ship TypeScript source (docs/interfaces.md); of the contract, only
  // the zod-free `@headless/contract/constants`, `/error-codes` and `/display-format` are
  // imported as values.
  transpilePackages: ['@headless/sdk', '@headless/contract'],
  poweredByHeader: false,
  experimental: {
    // A <style> in the HTML instead of a render-blocking stylesheet request: the first paint
    // comes with the HTML (docs/benchmarks.md, Home page). The CSS is a few KB.
    inlineCss: true,
    // Turbopack merges any chunk under 50 KB (unminified) into each page's own, so next/link and
    // the header's menu, shared by every page, were copied into the shell's chunk beside the copy
    // that /about and not-found load: `/` fetched them twice (docs/benchmarks.md, Home page).
    // Below this size they are still merged; next/link's own chunk is above it and is shared.
    turbopackChunking: { minChunkSize: 10_000 },
  },
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
  },
};

export default nextConfig;
