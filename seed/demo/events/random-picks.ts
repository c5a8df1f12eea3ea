import { BUYER_DOMAINS, BUYER_NAMES } from "@/seed/data/events/people";
import type { Region } from "@/seed/data/events/types";
import type { Random } from "@/lib/sample/random";
import { Buyer } from "./rows";

// Seeded random choices shared by the steps: weighted picks, moments, buyers, visitor ids.

/** A moment in [from, to], more often near `to` (sales pick up as the date nears). */
export function nearTheEnd(random: Random, [from, to]: [number, number]): number {
  const u = random.next();
  const share = random.chance(0.7) ? u * u : u;
  return to - share * (to - from);
}

export function weightedPick<T>(random: Random, items: T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let roll = random.next() * total;
  for (const item of items) {
    roll -= weight(item);
    if (roll < 0) return item;
  }
  return items[items.length - 1];
}

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";

export function visitorIdOf(random: Random): string {
  let id = "";
  for (let index = 0; index < 22; index++) id += ID_ALPHABET[random.int(0, ID_ALPHABET.length - 1)];
  return id;
}

// ---------------------------------------------------------------------------------------------
// Buyers

/** Buyers of one account: new people mostly, some coming back for another event (same address). */
export class BuyerPool {
  private readonly seen: Buyer[] = [];
  private readonly emails = new Map<string, string>();
  constructor(private readonly random: Random) {}

  next(audience: Partial<Record<Region, number>>): Buyer {
    if (this.seen.length > 20 && this.random.chance(0.12)) return this.random.pick(this.seen);
    const regions = Object.entries(audience) as [Region, number][];
    const [region] = weightedPick(this.random, regions, ([, share]) => share);
    const name = this.random.pick(BUYER_NAMES[region]);
    let email = this.emails.get(name);
    if (!email) {
      email = emailOf(this.random, name);
      this.emails.set(name, email);
    }
    const buyer = { name, email };
    this.seen.push(buyer);
    return buyer;
  }
}

/** "Ștefan Rusu" → "stefan.rusu@example.org" and the like. */
function emailOf(random: Random, name: string): string {
  const parts = name
    .toLowerCase()
    .replace(/ı/g, "i")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[\s-]+/)
    .map((part) => part.replace(/[^a-z]/g, ""))
    .filter(Boolean);
  const first = parts[0];
  const last = parts[parts.length - 1];
  const local = random.pick([
    `${first}.${last}`,
    `${first}.${last}`,
    `${first}${last}`,
    `${first[0]}${last}`,
    `${first}_${last}${random.int(10, 99)}`,
    `${first}.${last[0]}`,
  ]);
  return `${local}@${random.pick(BUYER_DOMAINS)}`;
}
