// The test's own ports, never the kit's defaults (4000, 3000), so it runs beside `npm start` and
// proves that nothing in the app assumes them. Each can be moved by its variable.
const portOf = (name: string, fallback: number) => Number(process.env[name] || fallback);

export const platformPort = portOf('OWN_APP_TEST_PLATFORM_PORT', 4305);
export const postgresPort = portOf('OWN_APP_TEST_PG_PORT', 5305);
export const appPort = portOf('OWN_APP_TEST_PORT', 3305);

export const platformUrl = `http://127.0.0.1:${platformPort}`;
export const appUrl = `http://localhost:${appPort}`;
