import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { isFeatureEnabled } from "@/lib/flags/feature-flags";

/** What a host's public page shows about them: never an email or anything private. */
export type PublicHost = {
  kind: "vendor" | "user";
  accountKey: string;
  slug: string;
  name: string;
  image: string | null;
  description: string | null;
  since: Date;
};

/**
 * The host behind `/p/hosts/<slug>`: a vendor by its slug, else a user's personal account by its
 * host slug (the two share one namespace, vendors first). While ENABLE_VENDORS is off a vendor's
 * page does not exist (null, so a 404); personal host pages stay. Cached per render, so the page
 * and its metadata read it once.
 */
export const findPublicHost = cache(async (slug: string): Promise<PublicHost | null> => {
  const vendor = await db.vendor.findUnique({
    where: { slug },
    select: { id: true, name: true, slug: true, description: true, logo: true, createdAt: true },
  });
  if (vendor) {
    if (!(await isFeatureEnabled("ENABLE_VENDORS"))) return null;
    return {
      kind: "vendor",
      accountKey: `vendor:${vendor.id}`,
      slug: vendor.slug,
      name: vendor.name,
      image: vendor.logo,
      description: vendor.description,
      since: vendor.createdAt,
    };
  }
  const user = await db.user.findUnique({
    where: { hostSlug: slug },
    select: { id: true, displayName: true, avatar: true, about: true, createdAt: true },
  });
  if (!user) return null;
  return {
    kind: "user",
    accountKey: `user:${user.id}`,
    slug,
    name: user.displayName,
    image: user.avatar,
    description: user.about,
    since: user.createdAt,
  };
});
