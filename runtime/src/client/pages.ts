// Walking a paginated list ourselves (loose tools/list, an SDK 1.x Client target), with the
// v2 SDK's own rule for a server whose cursors never end: an error after `LIST_MAX_PAGES`.
import { SdkError, SdkErrorCode } from "@modelcontextprotocol/client";

/** The v2 SDK's default `listMaxPages`: both walkers give up at the same page. */
export const LIST_MAX_PAGES = 64;

export interface Page {
  nextCursor?: string;
}

/**
 * Every page's items, `items(page)` each, from the first page on. A page that repeats the
 * cursor it was asked with ends the walk (nothing new would come).
 */
export async function walkPages<P extends Page, T>(
  method: string,
  fetchPage: (cursor: string | undefined) => Promise<P>,
  items: (page: P) => readonly T[] | undefined,
): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  for (let pages = 0; ; pages++) {
    if (pages === LIST_MAX_PAGES)
      throw new SdkError(
        SdkErrorCode.ListPaginationExceeded,
        `${method}: exceeded ${LIST_MAX_PAGES} pages; server pagination did not terminate`,
        { method, listMaxPages: LIST_MAX_PAGES },
      );
    const page = await fetchPage(cursor);
    all.push(...(items(page) ?? []));
    if (!page.nextCursor || page.nextCursor === cursor) return all;
    cursor = page.nextCursor;
  }
}
