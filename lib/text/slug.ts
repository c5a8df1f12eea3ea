// The one way text becomes an address segment (event slugs, vendor and host slugs): lower-case
// ASCII letters and digits joined by single hyphens, "Şişli Müzik #3" → "sisli-muzik-3".

/** Letters that Unicode decomposition does not take apart into a base letter and a mark. */
const SPECIAL_LETTERS: Record<string, string> = {
  ı: "i",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  þ: "th",
};

export function asciiSlug(text: string): string {
  return text
    .toLocaleLowerCase("en")
    .replace(/[ıßæœøđðłþ]/g, (letter) => SPECIAL_LETTERS[letter])
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
