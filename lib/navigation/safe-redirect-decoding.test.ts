import { safeRedirectPath } from "@/lib/navigation/safe-redirect";

// How far safeRedirectPath decodes a path before judging it: up to four layers of percent-encoding
// are read through (a proxy may decode once more than expected), and a path still changing after
// a fifth is refused outright rather than trusted.

const FALLBACK = "/signed-in-redirect";
/** `%41` ("A") encoded `layers` times over: `%2541`, `%252541`, … */
const encodedA = (layers: number) => `%${"25".repeat(layers - 1)}41`;

describe("safeRedirectPath's decoding", () => {
  it("keeps a harmless path encoded four times over", () => {
    expect(safeRedirectPath(`/pages/${encodedA(4)}`)).toBe(`/pages/${encodedA(4)}`);
  });

  it("refuses a path that is still changing after five decodings", () => {
    expect(safeRedirectPath(`/pages/${encodedA(5)}`)).toBe(FALLBACK);
    expect(safeRedirectPath(`/pages/${encodedA(6)}`)).toBe(FALLBACK);
  });
});
