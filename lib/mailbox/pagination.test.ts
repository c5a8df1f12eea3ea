import { paginateMails } from "@/lib/mailbox/pagination";

describe("paginateMails", () => {
  it("answers the first page of a longer list with 10 mails", () => {
    expect(paginateMails(23, 1)).toEqual({
      isBeyondLastPage: false,
      pagination: { totalResults: 23, resultsPerPage: 10, currentPage: 1, lastPage: 3, startIndex: 0, endIndex: 9 },
      skip: 0,
      take: 10,
    });
  });

  it("answers a short last page up to the last mail", () => {
    expect(paginateMails(23, 3)).toEqual({
      isBeyondLastPage: false,
      pagination: { totalResults: 23, resultsPerPage: 10, currentPage: 3, lastPage: 3, startIndex: 20, endIndex: 22 },
      skip: 20,
      take: 10,
    });
  });

  it("fills an exact multiple of 10 without an extra page", () => {
    expect(paginateMails(20, 2)).toMatchObject({ pagination: { lastPage: 2, startIndex: 10, endIndex: 19 } });
    expect(paginateMails(20, 3)).toEqual({ isBeyondLastPage: true, pagination: { lastPage: 2 } });
  });

  it("answers only lastPage beyond the last page", () => {
    expect(paginateMails(23, 4)).toEqual({ isBeyondLastPage: true, pagination: { lastPage: 3 } });
    expect(paginateMails(23, 400)).toEqual({ isBeyondLastPage: true, pagination: { lastPage: 3 } });
  });

  it("has one page even when there is nothing to show", () => {
    expect(paginateMails(0, 1)).toEqual({
      isBeyondLastPage: false,
      pagination: { totalResults: 0, resultsPerPage: 10, currentPage: 1, lastPage: 1, startIndex: 0, endIndex: -1 },
      skip: 0,
      take: 10,
    });
    expect(paginateMails(0, 2)).toEqual({ isBeyondLastPage: true, pagination: { lastPage: 1 } });
  });

  it("takes another page size", () => {
    expect(paginateMails(5, 2, 2)).toMatchObject({
      pagination: { lastPage: 3, startIndex: 2, endIndex: 3 },
      skip: 2,
      take: 2,
    });
  });
});
