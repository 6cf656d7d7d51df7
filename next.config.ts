import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files; bundling it would copy ~15 MB into static media.
  serverExternalPackages: ["@electric-sql/pglite", "pino", "sharp"],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
        ],
      },
    ];
  },
  images: {
    // Every image is served by the platform itself (generated or uploaded media); nothing remote.
    localPatterns: [{ pathname: "/media/**" }, { pathname: "/brand/**" }],
    deviceSizes: [640, 828, 1080, 1200, 1920],
    imageSizes: [96, 150, 256, 384],
    qualities: [75],
  },
};

export default nextConfig;
