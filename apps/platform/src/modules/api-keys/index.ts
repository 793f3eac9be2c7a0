/** What the rest of the platform may use of this module (modules/README.md). */
export { authenticateApiKey, createApiKey, isApiKey, revokeApiKey } from './store';
