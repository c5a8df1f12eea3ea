/**
 * Images made in code, so sample data ships no binary files and fetches nothing: SVG data URLs.
 */
const PALETTE = [
  "#4f46e5",
  "#0d9488",
  "#db2777",
  "#d97706",
  "#7c3aed",
  "#2563eb",
  "#059669",
  "#dc2626",
  "#0891b2",
  "#65a30d",
];

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** A round avatar with the name's initials on a colour picked from the name. */
export function avatarDataUrl(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
  const colour = PALETTE[hash(name) % PALETTE.length];
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${colour}"/><text x="48" y="58" font-family="Arial,sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  );
}

/** A wide abstract picture (covers, backgrounds, product and note images) seeded by a word. */
export function coverDataUrl(seed: string, width = 1200, height = 630): string {
  const h = hash(seed);
  const a = PALETTE[h % PALETTE.length];
  const b = PALETTE[(h >>> 8) % PALETTE.length];
  const cx = (h >>> 16) % width;
  const r = Math.round(height * 0.6);
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${cx}" cy="${height}" r="${r}" fill="#fff" fill-opacity="0.12"/><circle cx="${width - cx / 2}" cy="0" r="${r / 2}" fill="#fff" fill-opacity="0.08"/></svg>`,
  );
}
