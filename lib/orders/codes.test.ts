import { newAccessToken, newOrderReference, newRowId, newTicketCode } from "@/lib/orders/codes";

// The codes people read, type and scan: exact lengths and a readable alphabet (no I, O, 0 or 1),
// and enough of them drawn that two are never the same.
const READABLE = /^[A-HJ-NP-Z2-9]+$/;

describe("order and ticket codes", () => {
  it("gives a ticket 12 readable characters, each code new", () => {
    const codes = Array.from({ length: 200 }, newTicketCode);
    for (const code of codes) {
      expect(code).toHaveLength(12);
      expect(code).toMatch(READABLE);
    }
    expect(new Set(codes).size).toBe(codes.length);
    // Every readable character turns up: the whole alphabet is drawn from, not a part of it.
    expect(new Set(codes.join("")).size).toBe(32);
  });

  it("gives an order a reference of HD- and 6 readable characters", () => {
    const references = Array.from({ length: 50 }, newOrderReference);
    for (const reference of references) expect(reference).toMatch(/^HD-[A-HJ-NP-Z2-9]{6}$/);
    expect(new Set(references).size).toBe(references.length);
  });

  it("gives the buyer a 192-bit access token in URL-safe base64, and rows UUIDs", () => {
    const token = newAccessToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newAccessToken()).not.toBe(token);
    expect(newRowId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
