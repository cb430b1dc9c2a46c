/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // With `output: 'export'` a custom distDir names the export folder; the e2e suite builds a second copy of
  // the site (with a consultation endpoint) into its own folder this way.
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  // `serve` maps /a/b to a/b.html; static hosts do the same with clean URLs.
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` runs `npm run typecheck` (the whole repo, tests included) before it builds: SKIP_FRAMEWORK_TYPECHECK=1
  // spares the build checking the app's files a second time. Every other build checks them.
  typescript: { ignoreBuildErrors: process.env.SKIP_FRAMEWORK_TYPECHECK === '1' },
};

export default nextConfig;
