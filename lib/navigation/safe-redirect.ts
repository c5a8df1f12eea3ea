const SAME_SITE = "http://same-site.invalid";

/** Control characters (tabs and newlines included), which URL parsers drop or choke on. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A path that begins with exactly one `/`: not `//host`, not `/\host`. */
function isSingleSlashPath(path: string): boolean {
  return path.startsWith("/") && path[1] !== "/" && path[1] !== "\\";
}

/** `path` percent-decoded until nothing changes (`%252F` → `%2F` → `/`), or null when it is malformed. */
function decodeFully(path: string): string | null {
  let current = path;
  for (let round = 0; round < 5; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return null;
}

/** Whether `path`, read as a browser reads a link, stays on this site. */
function staysOnSite(path: string): boolean {
  if (!isSingleSlashPath(path)) return false;
  try {
    return new URL(path, SAME_SITE).origin === SAME_SITE;
  } catch {
    return false;
  }
}

/**
 * The `redirectURL` of the sign-in and unlock pages, if it is a path on this site; otherwise the
 * fallback. The decision is made on the final path, after the URL parser's normalisation
 * (`/./`, `\` → `/`, tabs and newlines dropped): it must begin with exactly one `/` and keep the
 * site's origin, and so must its percent-decoded form (`/%2F%2Fevil.com`, `/%5Cevil.com`), in
 * case a server or proxy on the way decodes it once more.
 */
export function safeRedirectPath(candidate: string | null | undefined, fallback = "/signed-in-redirect"): string {
  if (!candidate || CONTROL_CHARACTERS.test(candidate) || !staysOnSite(candidate)) return fallback;
  const url = new URL(candidate, SAME_SITE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!staysOnSite(path)) return fallback;
  const decodedPathname = decodeFully(url.pathname);
  if (decodedPathname === null || CONTROL_CHARACTERS.test(decodedPathname)) return fallback;
  if (!staysOnSite(decodedPathname.replace(/\\/g, "/"))) return fallback;
  return path;
}
