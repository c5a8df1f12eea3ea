import type { AnchorHTMLAttributes } from "react";

/**
 * A link between pages as a plain `<a>`: the cached public pages are static HTML served from
 * cache, so a full page load is as quick as the router's, and leaving out next/link keeps its
 * runtime (≈3.4 kB gzip) off their first load (issue 17).
 */
export function PageLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} />;
}
