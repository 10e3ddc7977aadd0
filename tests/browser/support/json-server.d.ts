// The part of json-server 0.17's documented module API the browser tests use (the package ships no typings).
declare module 'json-server' {
  import type { RequestListener } from 'node:http';

  interface JsonRouter extends RequestListener {
    db: { get(collection: string): { value(): unknown } };
  }
  /** Express's request and response, as far as a custom route (json-server's README) needs them. */
  export interface JsonRequest {
    headers: Record<string, string | undefined>;
  }
  export interface JsonResponse {
    status(code: number): JsonResponse;
    json(body: unknown): void;
    type(mime: string): JsonResponse;
    send(body: Buffer): void;
  }
  interface JsonApp extends RequestListener {
    use(handler: RequestListener | RequestListener[]): void;
    get(path: string, handler: (request: JsonRequest, response: JsonResponse) => void): void;
  }
  const jsonServer: {
    create(): JsonApp;
    router(source: object | string): JsonRouter;
    defaults(options?: { logger?: boolean; noCors?: boolean }): RequestListener[];
    rewriter(routes: Record<string, string>): RequestListener;
  };
  export default jsonServer;
}
