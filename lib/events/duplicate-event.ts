import "server-only";
import { db } from "@/lib/db";
import { accountOwnership, requireManager, type Account } from "@/lib/events/account";
import type { EventDetail } from "@/lib/events/answers";
import { eventNotFound } from "@/lib/events/event-access";
import { eventSettingsSelect, getEventDetail, ticketTypeSettingsSelect } from "@/lib/events/event-detail";
import { parseTicketTypeIds } from "@/lib/events/promo-codes";
import { ticketTypeOrder } from "@/lib/events/event-fields";
import { slugifyTitle, uniqueEventSlug } from "@/lib/events/slug";

const TITLE_MAX = 140;
const COPY_SUFFIX = " (copy)";

/** "<title> (copy)", shortened so the whole still fits the title's limit. */
export function copyTitle(title: string): string {
  return `${title.slice(0, TITLE_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

/**
 * A new draft with everything the host set up (details, dates, ticket types, promo codes) and none
 * of what happened (orders, attendees, views, status times), in one transaction. Promo codes
 * limited to some ticket types point at the copies of those types.
 */
export async function duplicateEvent(account: Account, eventId: string): Promise<{ event: EventDetail }> {
  requireManager(account);
  const copyId = await db.$transaction(async (tx) => {
    const source = await tx.event.findFirst({
      where: { id: eventId, accountKey: account.key },
      select: {
        ...eventSettingsSelect,
        ticketTypes: { orderBy: ticketTypeOrder, select: { id: true, ...ticketTypeSettingsSelect } },
        promoCodes: {
          orderBy: { createdAt: "asc" },
          select: { code: true, discountType: true, amount: true, ticketTypeIds: true, maxUses: true, expiresAt: true },
        },
      },
    });
    if (!source) throw eventNotFound();
    const { ticketTypes, promoCodes, ...fields } = source;
    const title = copyTitle(fields.title);
    const copy = await tx.event.create({
      data: {
        ...fields,
        ...accountOwnership(account),
        title,
        slug: await uniqueEventSlug(tx, slugifyTitle(title)),
        status: "draft",
      },
      select: { id: true },
    });
    const newIds = new Map<string, string>();
    for (const { id, ...ticketType } of ticketTypes) {
      const created = await tx.ticketType.create({ data: { ...ticketType, eventId: copy.id }, select: { id: true } });
      newIds.set(id, created.id);
    }
    const promoCodeCopies = promoCodes.flatMap((promoCode) => {
      const limitedTo = parseTicketTypeIds(promoCode.ticketTypeIds);
      const copiedIds = limitedTo.flatMap((id) => newIds.get(id) ?? []);
      // A code limited to ticket types that no longer exist must not become a code for every type.
      if (limitedTo.length > 0 && copiedIds.length === 0) return [];
      return [{ ...promoCode, eventId: copy.id, ticketTypeIds: JSON.stringify(copiedIds) }];
    });
    if (promoCodeCopies.length > 0) await tx.promoCode.createMany({ data: promoCodeCopies });
    return copy.id;
  });
  return { event: await getEventDetail(account, copyId) };
}
