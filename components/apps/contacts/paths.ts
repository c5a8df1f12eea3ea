const BASE = "/apps/contacts";

/** The screen's routes: the list, or one contact in the detail pane. */
export function contactsPath(id?: string): string {
  return id ? `${BASE}/${encodeURIComponent(id)}` : BASE;
}

/** The contact a pathname names (`/apps/contacts/{id}`), or null for the list. */
export function contactIdOf(pathname: string): string | null {
  const match = /^\/apps\/contacts\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * Opens a contact (or goes back to the list) by changing the URL in place: the screen lives in
 * the layout and reads the URL, so nothing has to come from the server; Next's router follows
 * pushState (usePathname updates, Back and Forward work), and a reload opens the same thing.
 */
export function showContact(id?: string): void {
  const path = contactsPath(id);
  if (window.location.pathname !== path) window.history.pushState(null, "", path);
}
