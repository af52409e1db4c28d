/** Metadata of Vapi's paginated list responses (`{ results, metadata }`). */
export interface PageMetadata {
  itemsPerPage?: number;
  totalItems?: number;
  currentPage?: number;
  totalPages?: number;
  hasNextPage?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: accepts any typed list method; types flow via F.
type ListFn = (...args: any[]) => Promise<unknown>;
type PageOf<F extends ListFn> = Awaited<ReturnType<F>>;
type ItemOf<F extends ListFn> = PageOf<F> extends { results?: (infer T)[] } ? T : never;

function hasMore(metadata: PageMetadata | undefined, page: number, count: number): boolean {
  if (count === 0 || !metadata) return false;
  if (metadata.hasNextPage !== undefined) return metadata.hasNextPage;
  if (metadata.totalPages !== undefined) return page < metadata.totalPages;
  if (metadata.totalItems !== undefined && metadata.itemsPerPage) {
    return page * metadata.itemsPerPage < metadata.totalItems;
  }
  return false;
}

/**
 * Walks a page-numbered list: `count` path parameters come first, then the query (its `page`
 * is the first page, default 1), then request options. One request per page, on demand.
 */
export async function* paginate<F extends ListFn>(
  list: F,
  args: unknown[],
  count = 0,
): AsyncGenerator<PageOf<F>, void, undefined> {
  const query = (args[count] ?? {}) as Record<string, unknown>;
  let page = typeof query.page === 'number' ? query.page : 1;
  for (let first = true; ; first = false) {
    const result = (await list(...args.slice(0, count), { ...query, page }, args[count + 1])) as {
      results?: unknown[];
      metadata?: PageMetadata;
    };
    const current = result.metadata?.currentPage ?? page;
    // A server that ignored the page asked for would repeat the same page forever.
    if (!first && current !== page) return;
    yield result as PageOf<F>;
    if (!hasMore(result.metadata, current, result.results?.length ?? 0)) return;
    page = current + 1;
  }
}

/** `pages(...)` over a list method: same arguments, yields whole pages. */
export function pager<F extends ListFn>(list: F, count = 0) {
  return (...args: Parameters<F>): AsyncGenerator<PageOf<F>, void, undefined> =>
    paginate(list, args, count);
}

/** `iterate(...)` over a list method: same arguments, yields every item of every page. */
export function iterator<F extends ListFn>(list: F, count = 0) {
  return async function* (...args: Parameters<F>): AsyncGenerator<ItemOf<F>, void, undefined> {
    for await (const page of paginate(list, args, count)) {
      yield* (page as { results?: ItemOf<F>[] }).results ?? [];
    }
  };
}
