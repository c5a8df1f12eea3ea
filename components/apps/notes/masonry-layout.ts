import type { NoteAnswer } from "@/lib/notes/schema";

// Google Keep's board: cards of different heights in columns, read left to right (newest first),
// each card going to the column that is shortest so far. Heights are estimated from the content
// (the cards are not measured), so the layout is stable and never jumps as pictures load.

export const CARD_MIN_WIDTH = 220;
export const CARD_GAP = 16;

/** How many columns fit a width: two on a phone, then as many cards of ~240 px as fit. */
export function columnCount(width: number): number {
  if (width <= 0) return 1;
  if (width < 2 * 150 + CARD_GAP) return 1;
  if (width < 2 * CARD_MIN_WIDTH + CARD_GAP) return 2;
  return Math.max(2, Math.floor((width + CARD_GAP) / (CARD_MIN_WIDTH + 20 + CARD_GAP)));
}

/** A rough height of a card, in lines of text (a picture counts as several). */
export function estimatedHeight(note: NoteAnswer): number {
  const textLines = Math.min(10, Math.ceil(note.content.length / 32));
  const items = Math.min(8, note.tasks?.length ?? 0);
  return (
    2 +
    (note.title ? 1.5 : 0) +
    textLines +
    items * 1.4 +
    (note.image ? 7 : 0) +
    (note.labels.length > 0 || note.reminder ? 1.6 : 0)
  );
}

/** Deals the notes into `count` columns, each to the currently shortest one (leftmost on a tie). */
export function layoutColumns<T>(items: T[], count: number, height: (item: T) => number): T[][] {
  const columns: T[][] = Array.from({ length: Math.max(1, count) }, () => []);
  const heights = columns.map(() => 0);
  for (const item of items) {
    const shortest = heights.indexOf(Math.min(...heights));
    columns[shortest].push(item);
    heights[shortest] += height(item);
  }
  return columns;
}

/**
 * A React key per card: the note's id, told apart by its place when two notes share one (the
 * original sample's archived pair did; this back end gives every note its own id, but a card must
 * never take another's place).
 */
export function cardKeys(notes: NoteAnswer[]): string[] {
  const seen = new Map<string, number>();
  return notes.map((note) => {
    const times = seen.get(note.id) ?? 0;
    seen.set(note.id, times + 1);
    return times === 0 ? note.id : `${note.id}#${times}`;
  });
}
