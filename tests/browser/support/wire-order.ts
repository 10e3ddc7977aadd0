// What a page's wire carries, in order, from now on: a search request ('search'), its answer
// ('answer') and the script files named as code ('code'). Tests read it to tell whether code
// fetched for later steps competed with the answer the user waited for.
import type { Page } from 'playwright-core';

export type WireEvent = 'search' | 'answer' | 'code';

/** Starts recording; `isCode` picks the script paths that count as code. */
export function recordWireOrder(page: Page, isCode: (path: string) => boolean): WireEvent[] {
  const wire: WireEvent[] = [];
  const isSearch = (url: string) => new URL(url).searchParams.has('q');
  page.on('request', (request) => {
    if (isSearch(request.url())) wire.push('search');
    else if (isCode(new URL(request.url()).pathname)) wire.push('code');
  });
  page.on('requestfinished', (request) => {
    if (isSearch(request.url())) wire.push('answer');
  });
  return wire;
}
