// The part of json-server 0.17's documented module API the browser tests use (the package ships no typings).
declare module 'json-server' {
  import type { RequestListener } from 'node:http';

  interface JsonRouter extends RequestListener {
    db: { get(collection: string): { value(): unknown } };
  }
  interface JsonApp extends RequestListener {
    use(handler: RequestListener | RequestListener[]): void;
  }
  const jsonServer: {
    create(): JsonApp;
    router(source: object | string): JsonRouter;
    defaults(options?: { logger?: boolean; noCors?: boolean }): RequestListener[];
    rewriter(routes: Record<string, string>): RequestListener;
  };
  export default jsonServer;
}
