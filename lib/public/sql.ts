import "server-only";
import { Prisma, type Event } from "@/lib/generated/prisma/client";
import { readRow, readRows } from "@/lib/prepared-reads";

// The public event's JSON (GET /api/public/events/{slug}, issue 17) as prepared statements
// (lib/prepared-reads.ts): the event with its host's names and whether vendors' pages exist, then
// its visible ticket types in the event page's order (position, creation, id).

export type PublicEventRow = Pick<
  Event,
  | "id"
  | "slug"
  | "title"
  | "summary"
  | "description"
  | "category"
  | "coverImage"
  | "format"
  | "venueName"
  | "venueAddress"
  | "venueCity"
  | "venueCountry"
  | "timezone"
  | "startsAt"
  | "endsAt"
  | "currency"
  | "capacity"
  | "status"
  | "visibility"
  | "updatedAt"
> & {
  vendorName: string | null;
  vendorSlug: string | null;
  userDisplayName: string | null;
  userHostSlug: string | null;
  vendorsOn: boolean | number | null;
};

export function readPublicEvent(slug: string): PublicEventRow | undefined {
  return readRow<PublicEventRow>(Prisma.sql`
    SELECT e."id", e."slug", e."title", e."summary", e."description", e."category", e."coverImage", e."format",
      e."venueName", e."venueAddress", e."venueCity", e."venueCountry", e."timezone", e."startsAt", e."endsAt",
      e."currency", e."capacity", e."status", e."visibility", e."updatedAt",
      v."name" AS "vendorName", v."slug" AS "vendorSlug", u."displayName" AS "userDisplayName",
      u."hostSlug" AS "userHostSlug",
      (SELECT f."enabled" FROM "FeatureFlag" f WHERE f."key" = 'ENABLE_VENDORS') AS "vendorsOn"
    FROM "Event" e LEFT JOIN "Vendor" v ON v."id" = e."vendorId" LEFT JOIN "User" u ON u."id" = e."userId"
    WHERE e."slug" = ${slug}`);
}

export type PublicTicketTypeRow = {
  id: string;
  name: string;
  description: string;
  kind: string;
  price: number;
  quantity: number;
  salesStartAt: Date | null;
  salesEndAt: Date | null;
  minPerOrder: number;
  maxPerOrder: number;
};

export function readPublicTicketTypes(eventId: string): PublicTicketTypeRow[] {
  return readRows<PublicTicketTypeRow>(Prisma.sql`
    SELECT "id", "name", "description", "kind", "price", "quantity", "salesStartAt", "salesEndAt", "minPerOrder",
      "maxPerOrder"
    FROM "TicketType" WHERE "eventId" = ${eventId} AND "hidden" = ${false}
    ORDER BY "position" ASC, "createdAt" ASC, "id" ASC`);
}
