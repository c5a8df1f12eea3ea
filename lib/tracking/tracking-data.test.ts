import { trackingDataFrom } from "@/lib/tracking/tracking-data";

describe("trackingDataFrom", () => {
  it("keeps only the six keys, and only when non-empty", () => {
    expect(trackingDataFrom(new URLSearchParams("utm_source=news&utm_medium=&ref=friend&other=x"))).toEqual({
      utm_source: "news",
      ref: "friend",
    });
    expect(trackingDataFrom(new URLSearchParams("utm_term=%20%20&x=1"))).toBeNull();
    expect(trackingDataFrom(new URLSearchParams("utm_campaign=spring&utm_content=hero&utm_term=tickets"))).toEqual({
      utm_campaign: "spring",
      utm_content: "hero",
      utm_term: "tickets",
    });
  });
});
