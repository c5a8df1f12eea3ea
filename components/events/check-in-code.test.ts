import { looksLikeTicketCode } from "@/components/events/check-in-code";

describe("what the door's search box holds", () => {
  it("recognises ticket codes however they are typed", () => {
    for (const code of ["K7MQ2X9PLR4T", "k7mq2x9plr4t", " K7MQ2X9PLR4T ", "K7MQ 2X9P LR4T", "k7mq-2x9p-lr4t"])
      expect(looksLikeTicketCode(code)).toBe(true);
  });

  it("takes names, emails and partial codes for a search", () => {
    for (const text of [
      "Maria Popescu",
      "ana@example.com",
      "K7MQ2X",
      "K7MQ2X9PLR4TX",
      "Ana-Maria Ion",
      "",
      "K7MQ 2X9PLR4T",
    ])
      expect(looksLikeTicketCode(text)).toBe(false);
  });
});
