/**
 * The address links in mails point to. `APP_URL` (set by `npm start` to the local address when
 * missing) — never the request's Host header, which a caller controls and could point a
 * password-reset link at a site of theirs.
 */
export function getAppUrl(): string {
  const url = process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`;
  return url.replace(/\/+$/, "");
}
