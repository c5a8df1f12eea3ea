import type { ReactNode } from "react";

// Two root layouts render the <html> document: app/(site)/layout.tsx for every page rendered per
// request, and app/[locale]/layout.tsx for the public pages served from cache (which must not read
// cookies or headers). This one only passes through, so app/not-found.tsx has a parent.
export default function PassThroughLayout({ children }: { children: ReactNode }) {
  return children;
}
