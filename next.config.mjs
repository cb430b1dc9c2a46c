/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // `serve` maps /a/b to a/b.html; static hosts do the same with clean URLs.
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
