// `node --import @headless/local-platform/register app.js` (or in NODE_OPTIONS): every request of
// the process to the platform's API hosts goes to LOCAL_PLATFORM_URL (default http://localhost:4000).
import { DEFAULT_LOCAL_PLATFORM_URL, installLocalPlatform } from './index.js';

installLocalPlatform(process.env.LOCAL_PLATFORM_URL || DEFAULT_LOCAL_PLATFORM_URL);
