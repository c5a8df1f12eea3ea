import {
  invalidRecipients,
  isRecipient,
  parseRecipient,
  recipientAddress,
  recipientName,
  splitRecipients,
} from "@/lib/mailbox/addresses";

describe("parseRecipient", () => {
  it("reads a named address and a bare one", () => {
    expect(parseRecipient("Ana Pop <ana@example.ro>")).toEqual({ name: "Ana Pop", address: "ana@example.ro" });
    expect(parseRecipient('"Pop, Ana" <ana@example.ro>')).toEqual({ name: "Pop, Ana", address: "ana@example.ro" });
    expect(parseRecipient("  ana@example.ro ")).toEqual({ name: "", address: "ana@example.ro" });
    expect(parseRecipient("me <me@example.test>")).toEqual({ name: "me", address: "me@example.test" });
  });

  it("refuses what is not an address", () => {
    for (const text of ["", "ana", "ana@", "@example.ro", "ana@example", "Ana <ana>", "a b@example.ro", "ana@example."])
      expect(parseRecipient(text)).toBeNull();
    expect(isRecipient("not an address")).toBe(false);
  });
});

describe("splitRecipients and invalidRecipients", () => {
  it("splits on commas and semicolons and drops empty entries", () => {
    expect(splitRecipients("a@x.io, b@y.io; ,C <c@z.io>")).toEqual(["a@x.io", "b@y.io", "C <c@z.io>"]);
    expect(splitRecipients("  ")).toEqual([]);
  });

  it("names the entries that are not addresses", () => {
    expect(invalidRecipients("a@x.io, nope, b@y")).toEqual(["nope", "b@y"]);
    expect(invalidRecipients("a@x.io")).toEqual([]);
  });
});

describe("recipientName and recipientAddress", () => {
  it("shows the name, else the address, else the stored text", () => {
    expect(recipientName("Ana Pop <ana@example.ro>")).toBe("Ana Pop");
    expect(recipientName("ana@example.ro")).toBe("ana@example.ro");
    expect(recipientName("Someone")).toBe("Someone");
    expect(recipientAddress("Ana Pop <ana@example.ro>")).toBe("ana@example.ro");
    expect(recipientAddress("Someone")).toBe("");
  });
});
