import { connect } from 'node:net';
import { StartupError } from './wait.mjs';

function isListening(port, host) {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (listening) => {
      socket.destroy();
      resolve(listening);
    };
    socket.setTimeout(2_000);
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/**
 * Something already on the port (a run that is still going, another app) would answer our
 * readiness checks in place of the server we start, so that is an error up front. `variable`
 * names the setting that moves it, when the caller has one.
 * @param {number} port
 * @param {string} name
 * @param {string} [host]
 * @param {string} [variable]
 */
export async function assertPortFree(port, name, host = '127.0.0.1', variable = undefined) {
  if (await isListening(port, host)) {
    const move = variable
      ? `set ${variable} to another port (for example ${variable}=${port + 100})`
      : 'choose another port';
    throw new StartupError(
      `Port ${port} is already in use, so the ${name} cannot start there. Stop what runs on it, or ${move}.`,
    );
  }
}
