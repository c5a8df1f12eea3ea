import { computeProductPagination, computeProductPrice, toSortKey } from "@/lib/inventory/rules";

describe("computeProductPagination", () => {
  it("describes the first page", () => {
    expect(computeProductPagination({ length: 23, page: 0, size: 10 })).toEqual({
      isBeyondLastPage: false,
      pagination: { length: 23, size: 10, page: 0, lastPage: 3, startIndex: 0, endIndex: 9 },
    });
  });

  it("describes a middle page", () => {
    expect(computeProductPagination({ length: 23, page: 1, size: 10 }).pagination).toEqual({
      length: 23,
      size: 10,
      page: 1,
      lastPage: 3,
      startIndex: 10,
      endIndex: 19,
    });
  });

  it("ends the last, partial page at the last product", () => {
    expect(computeProductPagination({ length: 23, page: 2, size: 10 }).pagination).toEqual({
      length: 23,
      size: 10,
      page: 2,
      lastPage: 3,
      startIndex: 20,
      endIndex: 22,
    });
  });

  it("ends a full last page at the last product", () => {
    expect(computeProductPagination({ length: 20, page: 1, size: 10 }).pagination).toMatchObject({
      lastPage: 2,
      startIndex: 10,
      endIndex: 19,
    });
  });

  it("answers only lastPage for a zero-based page at or past the page count", () => {
    expect(computeProductPagination({ length: 23, page: 3, size: 10 })).toEqual({
      isBeyondLastPage: true,
      pagination: { lastPage: 3 },
    });
    expect(computeProductPagination({ length: 23, page: 50, size: 10 })).toEqual({
      isBeyondLastPage: true,
      pagination: { lastPage: 3 },
    });
  });

  it("keeps one page for an empty list, with endIndex -1 as the mock had it", () => {
    expect(computeProductPagination({ length: 0, page: 0, size: 10 })).toEqual({
      isBeyondLastPage: false,
      pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
    expect(computeProductPagination({ length: 0, page: 1, size: 10 })).toEqual({
      isBeyondLastPage: true,
      pagination: { lastPage: 1 },
    });
  });

  it("follows the page size", () => {
    expect(computeProductPagination({ length: 7, page: 2, size: 3 }).pagination).toEqual({
      length: 7,
      size: 3,
      page: 2,
      lastPage: 3,
      startIndex: 6,
      endIndex: 6,
    });
    expect(computeProductPagination({ length: 7, page: 0, size: 100 }).pagination).toMatchObject({
      lastPage: 1,
      startIndex: 0,
      endIndex: 6,
    });
  });
});

describe("computeProductPrice", () => {
  it("adds taxPercent of the base price", () => {
    expect(computeProductPrice(100, 20)).toBe(120);
    expect(computeProductPrice(1500, 30)).toBe(1950);
    expect(computeProductPrice(0, 18)).toBe(0);
    expect(computeProductPrice(42, 0)).toBe(42);
  });

  it("rounds to cents", () => {
    expect(computeProductPrice(18.99, 8)).toBe(20.51);
    expect(computeProductPrice(10.1, 10)).toBe(11.11);
  });
});

describe("toSortKey", () => {
  it("folds case, beyond ASCII too", () => {
    expect(toSortKey("Éclair TEE")).toBe("éclair tee");
  });
});
