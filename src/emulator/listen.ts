/**
 * The emulator serving its console on TCP with no terminal to draw in (`--listen` when stdout
 * is not a terminal): virtual time follows real time, each new screen is printed as text on
 * stdout, the app's output goes to stderr, and SIGINT or SIGTERM stops it.
 */
import type { Emulator } from "./emulator";
import type { TcpConsole } from "./tcp-console";

/** "host:port" for --listen: a host and a port 0..65535 (0: the system picks one). */
export function parseListen(value: string): { host: string; port: number } | string {
  const colon = value.lastIndexOf(":");
  const host = colon < 0 ? "" : value.slice(0, colon);
  const port = colon < 0 ? "" : value.slice(colon + 1);
  if (host === "" || !/^\d+$/.test(port) || Number(port) > 65535) return `--listen must be HOST:PORT (e.g. 127.0.0.1:2323), got ${JSON.stringify(value)}`;
  return { host, port: Number(port) };
}

/** Runs until SIGINT or SIGTERM; resolves to 1 if the app threw an uncaught error, else 0. */
export function runListening(emu: Emulator, tcp: TcpConsole, out: (text: string) => void): Promise<number> {
  return new Promise((done) => {
    const startReal = Date.now();
    const startVirtual = emu.now();
    let last: string | undefined;
    const show = (): void => {
      const text = emu.textLines().join("\n");
      if (text === last) return;
      last = text;
      out(`--- screen at ${((emu.now() - startVirtual) / 1000).toFixed(1)} s ---\n${text}\n`);
    };
    const ticker = setInterval(() => {
      const target = startVirtual + (Date.now() - startReal);
      if (target > emu.now()) emu.advance(target - emu.now());
      tcp.poll();
      show();
    }, 40);
    const stop = (): void => {
      clearInterval(ticker);
      process.removeListener("SIGINT", stop);
      process.removeListener("SIGTERM", stop);
      void tcp.close().then(() => done(emu.errors.length > 0 ? 1 : 0));
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    show();
  });
}
