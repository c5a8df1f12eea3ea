import bcrypt from "bcryptjs";
import type { Tx } from "@/lib/prisma-client";

// Factories shared by the development seed and the tests, so each test can make its own rows.

let counter = 0;
/** An address no other test run uses. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.test`;
}

export async function seedUser(
  db: Tx,
  {
    email = uniqueEmail(),
    password = "Password123!",
    firstName = "Test",
    lastName = "User",
    role = "user",
    avatar = null,
    about = null,
    isEmailVerified = true,
  }: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    role?: "user" | "admin";
    avatar?: string | null;
    about?: string | null;
    isEmailVerified?: boolean;
  } = {},
) {
  // A low cost is enough for fixtures; real accounts are hashed by lib/auth/password.ts.
  const passwordHash = await bcrypt.hash(password, process.env.NODE_ENV === "test" ? 4 : 11);
  const user = await db.user.create({
    data: {
      email,
      firstName,
      lastName,
      displayName: `${firstName} ${lastName}`.trim(),
      passwordHash,
      role,
      avatar,
      about,
      emailVerifiedAt: isEmailVerified ? new Date() : null,
    },
    select: { id: true, email: true, displayName: true },
  });
  return { ...user, password };
}

export async function seedVendor(
  db: Tx,
  {
    name,
    slug,
    ownerId,
    description = null,
    currency = "USD",
    timezone = "UTC",
  }: {
    name: string;
    slug: string;
    ownerId: string;
    description?: string | null;
    currency?: string;
    /** The IANA time zone the vendor's reports count days in. */
    timezone?: string;
  },
) {
  return db.vendor.create({
    data: { name, slug, description, currency, timezone, members: { create: { userId: ownerId, role: "owner" } } },
    select: { id: true, name: true, slug: true },
  });
}
