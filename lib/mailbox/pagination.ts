import { MAIL_PAGE_SIZE } from "@/lib/mailbox/constants";

// Mail paging (spec sections 7 and 9): 1-based pages of 10, at least one page even when empty,
// and beyond the last page no list and only `lastPage`. Pure, so the query only runs the window.

export type MailPagination = {
  totalResults: number;
  resultsPerPage: number;
  currentPage: number;
  lastPage: number;
  /** Zero-based index of the page's first mail within the whole list. */
  startIndex: number;
  /** Zero-based index of the page's last mail; `startIndex - 1` on an empty page (nothing to show). */
  endIndex: number;
};

export type MailPageWindow =
  | { isBeyondLastPage: false; pagination: MailPagination; skip: number; take: number }
  | { isBeyondLastPage: true; pagination: { lastPage: number } };

/** Where page `currentPage` (1-based) of `totalResults` mails lies, or that it lies past the end. */
export function paginateMails(
  totalResults: number,
  currentPage: number,
  resultsPerPage = MAIL_PAGE_SIZE,
): MailPageWindow {
  const lastPage = Math.max(Math.ceil(totalResults / resultsPerPage), 1);
  if (currentPage > lastPage) return { isBeyondLastPage: true, pagination: { lastPage } };
  const startIndex = (currentPage - 1) * resultsPerPage;
  const endIndex = Math.min(startIndex + resultsPerPage, totalResults) - 1;
  return {
    isBeyondLastPage: false,
    pagination: { totalResults, resultsPerPage, currentPage, lastPage, startIndex, endIndex },
    skip: startIndex,
    take: resultsPerPage,
  };
}
