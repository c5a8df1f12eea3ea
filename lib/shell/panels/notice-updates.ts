/** The fields of a message or notification the panel's list changes. */
type ReadState = { id: string; read: boolean; seen: boolean };

export function countUnread(items: readonly ReadState[]): number {
  return items.filter((item) => !item.read).length;
}

/** The list with one item's read flag set (the toggle-read-status call). */
export function withReadStatus<T extends ReadState>(items: readonly T[], id: string, read: boolean): T[] {
  return items.map((item) => (item.id === id ? { ...item, read } : item));
}

/** The list after mark-all-as-read: every item read and also seen (specification, section 4). */
export function withAllRead<T extends ReadState>(items: readonly T[]): T[] {
  return items.map((item) => ({ ...item, read: true, seen: true }));
}
