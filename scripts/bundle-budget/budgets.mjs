// First-load JavaScript budgets (issue 17), gzip, in kilobytes of 1,000 bytes — the unit `next
// build` prints. The routes are the build's own names (.next/diagnostics/route-bundle-stats.json):
// the public pages served from cache live under app/[locale] (proxy.ts rewrites /p/event/x and
// /home there), so their budget applies to those entries.
//
// `target` is the budget. A route whose target is not met yet has a `ceiling`: today's
// size, rounded up, so it cannot grow while the work goes on; the check fails past the ceiling and
// prints the distance to the target. Lower a ceiling whenever a route shrinks; delete it once the
// target holds.
export const BUNDLE_BUDGETS = [
  { route: "/[locale]/p/event/[slug]", label: "/p/event/[slug]", target: 150 },
  { route: "/[locale]/home", label: "/home", target: 150 },
  { route: "/[locale]/p/hosts/[slug]", label: "/p/hosts/[slug]", target: 150 },
  { route: "/sign-in", label: "/sign-in", target: 170 },
  { route: "/pages/dashboard", label: "/pages/dashboard", target: 250 },
];
