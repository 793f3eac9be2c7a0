// Every file of this run: the official SDK reaches the platform by its real hostnames only. Neither
// adapter may be in the process, and the preload must be, or the calls would leave the machine.
import net from 'node:net';

const adapterMark = Symbol.for('@headless/local-platform.original-fetch');
if (adapterMark in globalThis.fetch) {
  throw new Error('installLocalPlatform is active: this run must use the real hostnames only');
}
if (net.Socket.prototype.connect.name !== 'connectThroughFront') {
  throw new Error('register-hostnames is not loaded: NODE_OPTIONS did not reach this worker');
}
