import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/user";
import type { Account } from "@/lib/events/account";
import type { CheckInAnswer } from "@/lib/events/answers";
import { attendeeRowToAnswer, attendeeSelect, isValidTicketOrder } from "@/lib/events/attendees";
import { requireAccountEvent } from "@/lib/events/event-access";
import type { checkInSchema } from "@/lib/events/schema";

type CheckInInput = z.output<typeof checkInSchema>;

/** Ticket codes are upper-case letters and digits; scanners and people add spaces, hyphens or lower case. */
export function normaliseTicketCode(code: string): string {
  return code.replace(/[\s-]+/g, "").toUpperCase();
}

/**
 * Checks a ticket in at the door (staff may too), by its code or by the attendee found in a search.
 * The write only happens while `checkedInAt` is empty, so two scanners reading one ticket at once
 * count it once, and the second is told when the first one let it in. `undo` clears a check-in.
 */
export async function checkInAttendee(
  account: Account,
  user: Pick<SessionUser, "displayName">,
  eventId: string,
  input: CheckInInput,
  now = new Date(),
): Promise<CheckInAnswer> {
  await requireAccountEvent(account, eventId);
  const where = input.code
    ? { eventId, code: { in: [...new Set([input.code, normaliseTicketCode(input.code)])] } }
    : { eventId, id: input.attendeeId };
  const found = await db.attendee.findFirst({ where, select: { ...attendeeSelect, voidedAt: true } });
  // A code of another event is "not found" too: the door of this event cannot learn about others.
  if (!found) throw new ApiError(404, "ticket_not_found", "No ticket of this event has this code.");
  if (found.voidedAt) {
    throw new ApiError(409, "ticket_not_valid", "This ticket is not valid: it was refunded.");
  }
  if (!isValidTicketOrder(found.order.status)) {
    throw new ApiError(
      409,
      "ticket_not_valid",
      `This ticket is not valid: its order is ${found.order.status.replace("_", " ")}.`,
    );
  }

  if (input.undo) {
    await db.attendee.updateMany({ where: { id: found.id }, data: { checkedInAt: null, checkedInBy: null } });
  } else {
    const { count } = await db.attendee.updateMany({
      where: { id: found.id, checkedInAt: null },
      data: { checkedInAt: now, checkedInBy: user.displayName },
    });
    if (count === 0) {
      const attendee = attendeeRowToAnswer(
        await db.attendee.findUniqueOrThrow({ where: { id: found.id }, select: attendeeSelect }),
      );
      return { status: "already_checked_in", attendee, checkedInAt: attendee.checkedInAt };
    }
  }
  const attendee = attendeeRowToAnswer(
    await db.attendee.findUniqueOrThrow({ where: { id: found.id }, select: attendeeSelect }),
  );
  return { status: input.undo ? "undone" : "checked_in", attendee, checkedInAt: attendee.checkedInAt };
}
