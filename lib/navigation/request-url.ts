/** Set by the proxy on every page request: the path and query, for building a `redirectURL`. */
export const REQUEST_URL_HEADER = "x-hostdeck-url";
