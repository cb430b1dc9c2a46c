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
};

export default nextConfig;
