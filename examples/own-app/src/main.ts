// Starts the app: the official SDK's requests go to the local platform (the one line), then the
// server listens. Every address comes from the environment (config.ts).
import { installLocalPlatform } from '@headless/local-platform';
import { ConfigError, readConfig } from './config.ts';
import { startServer } from './server.ts';

try {
  const config = readConfig();
  installLocalPlatform(config.platformUrl);
  await startServer(config);
  console.log(`Own app: ${config.appUrl}/ (platform ${config.platformUrl})`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
