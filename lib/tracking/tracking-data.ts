/** The query parameters the shell records (spec sections 2 and 9). */
export const TRACKING_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "ref"] as const;
export type TrackingData = Partial<Record<(typeof TRACKING_KEYS)[number], string>>;
export const TRACKING_STORAGE_KEY = "trackingData";

/** The non-empty tracking parameters of a query, or null when there are none. */
export function trackingDataFrom(params: URLSearchParams): TrackingData | null {
  const data: TrackingData = {};
  for (const key of TRACKING_KEYS) {
    const value = params.get(key)?.trim();
    if (value) data[key] = value.slice(0, 200);
  }
  return Object.keys(data).length > 0 ? data : null;
}
