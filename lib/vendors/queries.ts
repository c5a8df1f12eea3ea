import "server-only";
import { db } from "@/lib/db";

/** The vendors a user is a member of, by name. */
export function listUserVendors(userId: string) {
  return db.vendorMember
    .findMany({
      where: { userId },
      orderBy: { vendor: { name: "asc" } },
      select: { role: true, vendor: { select: { id: true, name: true, slug: true } } },
    })
    .then((rows) => rows.map(({ role, vendor }) => ({ ...vendor, role })));
}

/** A vendor's public profile by slug, or null. */
export function findPublicVendor(slug: string) {
  return db.vendor.findUnique({ where: { slug }, select: { id: true, name: true, slug: true, description: true, logo: true } });
}
