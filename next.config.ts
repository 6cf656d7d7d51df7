import type { NextConfig } from "next";
import { IMAGE_DEVICE_SIZES, IMAGE_ICON_SIZES, IMAGE_QUALITY } from "./src/lib/image-sizes";
import { MEDIA_RESOURCE_POLICY, SECURITY_HEADERS } from "./src/config/security-headers";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files; bundling it would copy ~15 MB into static media.
  // rate-limiter-flexible: loaded as it is by Node (its index requires every store it supports, optional ones too).
  serverExternalPackages: ["@electric-sql/pglite", "pino", "rate-limiter-flexible", "sharp"],
  poweredByHeader: false,
  // The platform's listener compresses what Next sends (src/server/http/node-server/response-compression.ts): Brotli, one flush
  // per turn of the event loop.
  compress: false,
  reactStrictMode: true,
  typedRoutes: false,
  // Three root layouts (the shoppers' sites, the platform, the console: src/app/(sites|platform|console)), so the 404
  // of an address no route matches is app/global-not-found.tsx, a document of its own.
  experimental: {
    globalNotFound: true,
    // Next's proxy (src/proxy.ts) copies a request's body before the route reads it and cuts it off past this size (10 MB
    // by default): the console's photo upload may be 41 MB (src/server/http/photo-upload-route.ts). Every other path's
    // body is held to its own few KB (5 MB for a stock feed) by the platform's front door before Next sees it
    // (src/server/http/node-server/front-door.ts, BODY_LIMITS and UPLOAD_BODY_LIMITS; front-door.test.ts holds them equal).
    proxyClientMaxBodySize: 41 * 1024 * 1024,
  },
  // CI type-checks with tsc after the build (.ci/run), which covers the route types the build writes: it builds with
  // FORECOURT_BUILD_TYPECHECK=0 rather than run the same check twice. Any other build checks types as Next does.
  typescript: { ignoreBuildErrors: process.env.FORECOURT_BUILD_TYPECHECK === "0" },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [...SECURITY_HEADERS],
      },
      // Pictures may be shown by other sites and mail clients (the later rule's value wins for the same header).
      { source: "/media/:path*", headers: [MEDIA_RESOURCE_POLICY] },
      { source: "/_next/image", headers: [MEDIA_RESOURCE_POLICY] },
    ];
  },
  images: {
    // Every image is served by the platform itself (generated or uploaded media); nothing remote.
    localPatterns: [{ pathname: "/media/**" }, { pathname: "/brand/**" }],
    // The widths and quality OptimisedImage asks for (src/lib/image-sizes.ts).
    deviceSizes: [...IMAGE_DEVICE_SIZES],
    imageSizes: [...IMAGE_ICON_SIZES],
    qualities: [IMAGE_QUALITY],
    // The optimiser's own disk cache (.next/cache/images), least recently used first out past this size. It only
    // fetches /media URLs, which draw only the demo generator's pictures (src/app/media/gen).
    maximumDiskCacheSize: 256 * 1024 * 1024,
  },
};

export default nextConfig;
