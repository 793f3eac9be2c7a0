// Member login, registration and recovery arrive with the members issue; until then this subpath
// carries only the token types, so imports of `@headless/sdk/identity` already resolve.
export type { Tokens, TokenRole } from '@headless/contract';
