/** Spec section 9: positions of lists and cards step by 65536, leaving room to drop items between. */
export const POSITION_STEP = 65536;

/** The position of an item added after the last one (the first item gets one step). */
export function positionAfter(lastPosition: number | null | undefined): number {
  return (lastPosition ?? 0) + POSITION_STEP;
}

/** The position of the item at `index` of a freshly ordered list: 65536, 131072, … */
export function positionAt(index: number): number {
  return (index + 1) * POSITION_STEP;
}

/**
 * Below this gap two neighbours have "met": a midpoint between them would be too close to tell
 * apart (after about 26 halvings of one step), so the whole list is renumbered instead.
 */
export const MIN_POSITION_GAP = 1 / 1024;

export type Positioned = { id: string; position: number };
/** A position to write: the moved item alone, or every item of a renumbered list. */
export type PositionChange = { id: string; position: number };

/**
 * Where an item dropped at `index` of `siblings` (its new list by position, without the item)
 * goes: one step after the last, half a step before the first, or the midpoint of its two new
 * neighbours. `null` when those neighbours have met (equal, out of order or closer than
 * MIN_POSITION_GAP): the list needs renumbering.
 */
export function positionBetween(siblings: readonly Positioned[], index: number): number | null {
  const before = siblings[index - 1]?.position;
  const after = siblings[index]?.position;
  if (before === undefined && after === undefined) return POSITION_STEP;
  if (after === undefined) return positionAfter(before);
  if (before === undefined) return after / 2 >= MIN_POSITION_GAP ? after / 2 : null;
  if (after - before < MIN_POSITION_GAP) return null;
  return before + (after - before) / 2;
}

/**
 * The positions to write when `movedId` lands at `index` of `siblings` (the list without it):
 * the moved item alone when there is room, or else every item of the list, numbered afresh by
 * steps of 65536 in their new order (the moved item included) — what the server's positions call
 * writes too.
 */
export function planPositions(
  siblings: readonly Positioned[],
  movedId: string,
  index: number,
): { renumbered: boolean; changes: PositionChange[] } {
  const position = positionBetween(siblings, index);
  if (position !== null) return { renumbered: false, changes: [{ id: movedId, position }] };
  const order = [
    ...siblings.slice(0, index).map((item) => item.id),
    movedId,
    ...siblings.slice(index).map((item) => item.id),
  ];
  return { renumbered: true, changes: order.map((id, at) => ({ id, position: positionAt(at) })) };
}
