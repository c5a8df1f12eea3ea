import {
  absoluteImageUrl,
  buildEventJsonLd,
  decimalPrice,
  htmlToText,
  serializeJsonLd,
  type JsonLdEventInput,
} from "@/lib/public/json-ld";

const APP = "https://tickets.example.com";

function view(
  overrides: Partial<JsonLdEventInput["event"]> = {},
  ticketTypes: JsonLdEventInput["ticketTypes"] = [],
): JsonLdEventInput {
  return {
    event: {
      slug: "winter-jazz",
      title: "Winter Jazz Night",
      summary: "An evening of standards.",
      description: "<p>Doors at <strong>18:30</strong>.</p>",
      coverImage: "/uploads/covers/jazz.jpg",
      format: "in-person",
      venueName: "Sala Radio",
      venueAddress: "Str. General Berthelot 60-64",
      venueCity: "Bucharest",
      venueCountry: "RO",
      timezone: "Europe/Bucharest",
      startsAt: "2026-12-12T17:00:00.000Z",
      endsAt: "2026-12-12T20:00:00.000Z",
      currency: "RON",
      status: "published",
      host: { name: "Northwind Live", slug: "northwind-live" },
      ...overrides,
    },
    ticketTypes,
  };
}

describe("buildEventJsonLd", () => {
  it("describes an in-person event with its place, times in its zone, organiser and offers", () => {
    const data = buildEventJsonLd(
      view({}, [
        { name: "Standard", price: 12000, currency: "RON", available: 40, salesStartAt: "2026-11-01T08:00:00.000Z" },
        { name: "Balcony", price: 8050, currency: "RON", available: 0, salesStartAt: null },
      ]),
      APP,
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Winter Jazz Night",
      url: "https://tickets.example.com/p/event/winter-jazz",
      startDate: "2026-12-12T19:00:00+02:00",
      endDate: "2026-12-12T22:00:00+02:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Sala Radio",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Str. General Berthelot 60-64",
          addressLocality: "Bucharest",
          addressCountry: "RO",
        },
      },
      image: ["https://tickets.example.com/uploads/covers/jazz.jpg"],
      description: "An evening of standards.",
      organizer: {
        "@type": "Organization",
        name: "Northwind Live",
        url: "https://tickets.example.com/p/hosts/northwind-live",
      },
      offers: [
        {
          "@type": "Offer",
          name: "Standard",
          price: "120.00",
          priceCurrency: "RON",
          availability: "https://schema.org/InStock",
          url: "https://tickets.example.com/p/event/winter-jazz",
          validFrom: "2026-11-01T10:00:00+02:00",
        },
        {
          "@type": "Offer",
          name: "Balcony",
          price: "80.50",
          priceCurrency: "RON",
          availability: "https://schema.org/SoldOut",
          url: "https://tickets.example.com/p/event/winter-jazz",
        },
      ],
    });
  });

  it("points an online event at its page, never at the meeting link, and a hybrid one at both", () => {
    const online = buildEventJsonLd(view({ format: "online" }), APP);
    expect(online.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect(online.location).toEqual({
      "@type": "VirtualLocation",
      url: "https://tickets.example.com/p/event/winter-jazz",
    });

    const hybrid = buildEventJsonLd(view({ format: "hybrid" }), APP);
    expect(hybrid.eventAttendanceMode).toBe("https://schema.org/MixedEventAttendanceMode");
    expect(hybrid.location).toEqual([
      expect.objectContaining({ "@type": "Place" }),
      { "@type": "VirtualLocation", url: "https://tickets.example.com/p/event/winter-jazz" },
    ]);
  });

  it("marks a cancelled event, falls back to the description's text, and leaves out what it cannot link", () => {
    const data = buildEventJsonLd(
      view({
        status: "cancelled",
        summary: "",
        coverImage: "data:image/svg+xml;base64,AAAA",
        host: { name: "Ana", slug: null },
      }),
      APP,
    );
    expect(data.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(data.description).toBe("Doors at 18:30.");
    expect(data).not.toHaveProperty("image");
    expect(data.organizer).toEqual({ "@type": "Organization", name: "Ana" });
    expect(data.offers).toEqual([]);
  });
});

describe("serializeJsonLd", () => {
  it("cannot be broken out of by a title that closes the script", () => {
    const json = serializeJsonLd(buildEventJsonLd(view({ title: "</script><script>alert(1)</script> & more" }), APP));
    expect(json).not.toMatch(/<|>/);
    expect(json).not.toContain("&");
    expect(JSON.parse(json).name).toBe("</script><script>alert(1)</script> & more");
  });

  it("escapes the line separators old parsers choke on", () => {
    expect(serializeJsonLd({ text: "a\u2028b\u2029c" })).toBe('{"text":"a\\u2028b\\u2029c"}');
  });
});

describe("helpers", () => {
  it("makes site paths absolute and keeps http(s) addresses", () => {
    expect(absoluteImageUrl("/uploads/a.png", APP)).toBe("https://tickets.example.com/uploads/a.png");
    expect(absoluteImageUrl("https://cdn.example.org/a.png", APP)).toBe("https://cdn.example.org/a.png");
    expect(absoluteImageUrl(null, APP)).toBeUndefined();
    expect(absoluteImageUrl("javascript:alert(1)", APP)).toBeUndefined();
  });

  it("turns minor units into a decimal price and HTML into text", () => {
    expect(decimalPrice(0)).toBe("0.00");
    expect(decimalPrice(1999)).toBe("19.99");
    expect(htmlToText("<h2>Line&nbsp;up</h2><ul><li>Ana &amp; Ion</li><li>Maria</li></ul><p>5 &lt; 6</p>")).toBe(
      "Line up\nAna & Ion\nMaria\n5 < 6",
    );
  });
});
