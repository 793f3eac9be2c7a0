// The `server-only` marker in unit tests. Next.js resolves it to an empty module on the server and
// fails the build where a client component reaches it; its package's plain entry throws, since
// outside Next.js it cannot tell, so the tests (which run lib/ on Node, as the server) get this.
export {};
