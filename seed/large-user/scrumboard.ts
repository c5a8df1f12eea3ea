import type { Tx } from "@/lib/prisma-client";
import type { Random } from "@/lib/sample/random";
import { positionAt } from "@/lib/scrumboard/positions";
import { DAY_MS, insertInBatches, uuidFrom } from "@/seed/large-user/shared";
import { CARD_TITLES } from "@/seed/large-user/words";

export const LARGE_BOARD_TITLE = "Large board";
const LIST_TITLES = ["Backlog", "Ideas", "To do", "In progress", "Review", "Blocked", "Testing", "Done"];
const LABEL_TITLES = ["Bug", "Design", "Marketing", "Research", "Urgent", "Venue"];

/**
 * Adds one board to the user's scrumboard with `cards` cards dealt round-robin over eight lists (at
 * the usual 65,536 steps), six labels on about a third of the cards, and four of the sample members.
 */
export async function seedLargeBoard(
  tx: Tx,
  { userId, random, cards: count, now }: { userId: string; random: Random; cards: number; now: Date },
): Promise<string> {
  const boardId = uuidFrom(random);
  const members = await tx.scrumboardMember.findMany({
    where: { userId },
    select: { id: true },
    orderBy: { name: "asc" },
  });
  await tx.scrumboardBoard.create({
    data: {
      id: boardId,
      userId,
      title: LARGE_BOARD_TITLE,
      description: `${count} cards over ${LIST_TITLES.length} lists, for trying the board at volume.`,
      icon: "heroicons_outline:queue-list",
      lastActivity: now,
      members: { create: members.slice(0, 4).map((member) => ({ memberId: member.id })) },
    },
    select: { id: true },
  });
  const labels = LABEL_TITLES.map((title) => ({ id: uuidFrom(random), userId, boardId, title }));
  const lists = LIST_TITLES.map((title, index) => ({
    id: uuidFrom(random),
    userId,
    boardId,
    position: positionAt(index),
    title,
  }));
  const cardsPerList = new Map<string, number>();
  const cardLabels: { cardId: string; labelId: string }[] = [];
  const cards = Array.from({ length: count }, (_, index) => {
    const listId = lists[index % lists.length].id;
    const place = cardsPerList.get(listId) ?? 0;
    cardsPerList.set(listId, place + 1);
    const id = uuidFrom(random);
    if (random.chance(0.35))
      for (const label of random.sample(labels, random.int(1, 2))) cardLabels.push({ cardId: id, labelId: label.id });
    return {
      id,
      userId,
      boardId,
      listId,
      position: positionAt(place),
      title: `${random.pick(CARD_TITLES)} #${index + 1}`,
      description: random.chance(0.2) ? `Notes for card ${index + 1}.` : "",
      dueDate: random.chance(0.3) ? new Date(now.getTime() + random.int(-7, 30) * DAY_MS) : null,
    };
  });
  await tx.scrumboardLabel.createMany({ data: labels });
  await tx.scrumboardList.createMany({ data: lists });
  await insertInBatches(cards, (data) => tx.scrumboardCard.createMany({ data }));
  await insertInBatches(cardLabels, (data) => tx.scrumboardCardLabel.createMany({ data }));
  return boardId;
}
