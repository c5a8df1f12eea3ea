import "server-only";
import { createHash } from "node:crypto";
import { API_CONTENT_SECURITY_POLICY } from "@/lib/http/security-headers";
import { iconSvg } from "@/lib/icons/svg";

// `GET /icons/{namespace}/{name}.svg`: one icon as an image, for AppIcon's CSS mask. Outside /api
// (it is not part of the API's contract) and open to anyone, as any image is.

/** A day fresh, a week more served while it is checked again: icons change only with a package upgrade. */
export const ICON_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });

/** The answer for the route's two segments (`mat_twotone` names the bare, default namespace). */
export async function iconResponse(namespace: string, file: string, ifNoneMatch: string | null): Promise<Response> {
  if (!file.endsWith(".svg")) return notFound();
  const name = file.slice(0, -".svg".length);
  const svg = await iconSvg(`${namespace}:${name}`);
  if (svg === null) return notFound();
  const etag = `"${createHash("sha256").update(svg).digest("base64url").slice(0, 22)}"`;
  const headers = {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": ICON_CACHE_CONTROL,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    // Opened on its own, the SVG may run nothing and be framed by no one.
    "Content-Security-Policy": API_CONTENT_SECURITY_POLICY,
  };
  const matches = ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
  return matches ? new Response(null, { status: 304, headers }) : new Response(svg, { headers });
}
