// The types of shared-cache-handler.mjs, which stays plain JavaScript because Next imports it by
// itself, outside the app's bundle. Its shape is Next's CacheHandler (next.config.ts `cacheHandler`).
export type CachedCopy = { value: unknown; lastModified: number; cacheControl?: unknown };

export default class SharedCacheHandler {
  constructor(options?: { maxMemoryCacheSize?: number });
  get(key: string, context: { tags?: string[]; softTags?: string[] }): Promise<CachedCopy | null>;
  set(key: string, value: unknown, context: { tags?: string[]; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
