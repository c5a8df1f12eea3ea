// The one way the screens match typed text against names and titles in the browser (help center,
// academy, notes, chat): case and accents do not count, so "istanbul" finds "İstanbul" and "cok"
// finds "Çok". (Matching in SQL folds stored columns instead: lib/events/search-text.ts,
// lib/tasks/search-text.ts.)

/** Lower case without accents: "Şişli İş" → "sisli is". */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/ı/g, "i").toLocaleLowerCase("en");
}

/** Whether every word of `query` occurs in one of `texts` (an empty query matches everything). */
export function matchesEveryWord(query: string, ...texts: string[]): boolean {
  const words = foldAccents(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const folded = texts.map(foldAccents);
  return words.every((word) => folded.some((text) => text.includes(word)));
}
