-- Issue 17: the page cache's tags, shared by every app process. When a host's change expires a
-- public page (revalidatePath / revalidateTag), the tag's time is written here, and each process
-- compares it with the time it rendered its copy before serving it (lib/cache/shared-cache-handler.mjs).
-- Times are milliseconds since the epoch, as Next keeps them.
CREATE TABLE "CacheTag" (
    "tag" TEXT NOT NULL PRIMARY KEY,
    "staleAt" BIGINT,
    "expiredAt" BIGINT
);
