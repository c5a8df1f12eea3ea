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
