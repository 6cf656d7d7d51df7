import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { ServerResponse } from "node:http";

/**
 * A page's own 404, rendered on the server. Next answers `notFound()` in a dynamic page with an empty document
 * (`<html id="__next_error__">`) and draws the not-found page in the browser only (vercel/next.js#62228: React's
 * streaming render does not run the client error boundary that holds it): a crawler and a shopper without scripts get
 * a blank page, the first frame is blank for everyone, and the render is done twice. So a site's pages render their
 * not-found page themselves and say so here; the platform's HTTP listener (platform-requests.ts) then sends the
 * document with status 404.
 *
 * The store is one per request, kept on `globalThis` under a registered symbol: the listener runs from the platform's
 * own modules and the pages from Next's build, two copies of this module that must share it.
 */
export interface ResponseStatus {
  notFound: boolean;
}

const KEY = Symbol.for("forecourt.responseStatus");

function storage(): AsyncLocalStorage<ResponseStatus> {
  const holder = globalThis as { [KEY]?: AsyncLocalStorage<ResponseStatus> };
  holder[KEY] ??= new AsyncLocalStorage<ResponseStatus>();
  return holder[KEY];
}

/** The platform's side: each response's store, made on first ask (the page cache reads it when the response ends). */
const ofResponse = new WeakMap<ServerResponse, ResponseStatus>();

/** The status store of a response (one per response: a render and the page cache that tees it share it). */
export function responseStatusOf(res: ServerResponse): ResponseStatus {
  let status = ofResponse.get(res);
  if (!status) {
    status = { notFound: false };
    ofResponse.set(res, status);
  }
  return status;
}

/** Runs a request's handling with its status store (the platform's HTTP listener, once per request). */
export function withResponseStatus<T>(status: ResponseStatus, handle: () => T): T {
  return storage().run(status, handle);
}

/** Says the page being rendered is the site's 404 (outside a request's handling, as in a unit test, it does nothing). */
export function answerNotFound(): void {
  const status = storage().getStore();
  if (status) status.notFound = true;
}
