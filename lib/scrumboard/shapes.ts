import type { Prisma } from "@/lib/generated/prisma/client";

// The answer shapes of spec section 3 ("Board", "List", "Card", "Board label", "Member") and the
// Prisma selects that read exactly their columns.

export const memberSelect = { id: true, name: true, avatar: true } as const satisfies Prisma.ScrumboardMemberSelect;

export const boardSelect = {
  id: true,
  title: true,
  description: true,
  icon: true,
  lastActivity: true,
  members: { select: { member: { select: memberSelect } }, orderBy: { member: { name: "asc" } } },
} as const satisfies Prisma.ScrumboardBoardSelect;

export const listSelect = {
  id: true,
  boardId: true,
  position: true,
  title: true,
} as const satisfies Prisma.ScrumboardListSelect;

export const cardSelect = {
  id: true,
  boardId: true,
  listId: true,
  position: true,
  title: true,
  description: true,
  // Label ids in the order the board lists its labels, so an answer does not depend on insert order.
  labels: { select: { labelId: true }, orderBy: { label: { title: "asc" } } },
  dueDate: true,
} as const satisfies Prisma.ScrumboardCardSelect;

export const labelSelect = { id: true, boardId: true, title: true } as const satisfies Prisma.ScrumboardLabelSelect;

/** Lists and cards by position; the id breaks ties so equal positions still answer one order. */
export const byPosition = [
  { position: "asc" },
  { id: "asc" },
] as const satisfies Prisma.ScrumboardListOrderByWithRelationInput[];
export const labelOrder = [
  { title: "asc" },
  { id: "asc" },
] as const satisfies Prisma.ScrumboardLabelOrderByWithRelationInput[];

type BoardRow = Prisma.ScrumboardBoardGetPayload<{ select: typeof boardSelect }>;
type CardRow = Prisma.ScrumboardCardGetPayload<{ select: typeof cardSelect }>;

export function toBoard({ members, lastActivity, ...board }: BoardRow) {
  return { ...board, lastActivity: lastActivity.toISOString(), members: members.map(({ member }) => member) };
}

export function toCard({ labels, dueDate, ...card }: CardRow) {
  return { ...card, labels: labels.map(({ labelId }) => labelId), dueDate: dueDate?.toISOString() ?? null };
}

export type Board = ReturnType<typeof toBoard>;
export type List = Prisma.ScrumboardListGetPayload<{ select: typeof listSelect }>;
export type Card = ReturnType<typeof toCard>;
export type Label = Prisma.ScrumboardLabelGetPayload<{ select: typeof labelSelect }>;
