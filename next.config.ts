import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { API_CONTENT_SECURITY_POLICY, STATIC_SECURITY_HEADERS } from "./lib/http/security-headers";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

// `npm run bench` builds with HOSTDECK_BENCH_BUILD=1: into its own folder (the normal build stays),
// with `*.bench.ts` files as routes too, so its measurement-only floor route
// (app/api/bench/floor/route.bench.ts) exists in that build and in no other.
const isBenchBuild = process.env.HOSTDECK_BENCH_BUILD === "1";
const benchBuild: NextConfig = isBenchBuild
  ? { distDir: ".next-bench", pageExtensions: ["tsx", "ts", "jsx", "js", "bench.ts"] }
  : {};
// Type checking is `npm run typecheck`'s job: the bench build skips it, and so do the builds
// `npm test` makes (HOSTDECK_TYPES_CHECKED=1) while its own typecheck runs beside them.
const skipTypeCheck = isBenchBuild || process.env.HOSTDECK_TYPES_CHECKED === "1";

// Precompiled messages (issue 17): use-intl's formatter becomes its format-only entry, which reads
// messages compiled by icu-minify instead of parsing ICU text, so no parser (≈12 kB) ships to the
// browser. Everywhere in the app's bundles, server and browser alike, since a server-rendered client
// component formats the same messages; HOSTDECK_PRECOMPILED_MESSAGES tells lib/i18n/messages.ts to
// compile the catalogues it hands to the formatter. The alias and the flag go together. The path
// is relative with "./": Turbopack still bundles the parser with an absolute one (vercel/next.js#88540,
// as next-intl's own precompile option does it).
const precompiledMessages: NextConfig = {
  env: { HOSTDECK_PRECOMPILED_MESSAGES: "1" },
  turbopack: {
    resolveAlias: {
      "use-intl/format-message": "./node_modules/use-intl/dist/esm/production/format-message/format-only.js",
    },
  },
};

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // The page cache with its expired tags in the database, so every server process (scripts/serve.mjs)
  // sees a host's change at once; Next imports it by itself, outside the bundle.
  cacheHandler: require.resolve("./lib/cache/shared-cache-handler.mjs"),
  poweredByHeader: false,
  // Native and server-only packages stay outside the bundle and load from node_modules.
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3", "bcryptjs", "nodemailer"],
  experimental: {
    // Tree-shake MUI's barrels even where a file imports from the package root.
    optimizePackageImports: ["@mui/material", "@mui/icons-material"],
  },
  // The headers every answer carries; pages get their CSP, Permissions-Policy and HSTS from proxy.ts.
  async headers() {
    return [
      { source: "/:path*", headers: [...STATIC_SECURITY_HEADERS] },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }] },
    ];
  },
  typescript: { ignoreBuildErrors: skipTypeCheck },
  ...precompiledMessages,
  ...benchBuild,
};

export default withNextIntl(nextConfig);
