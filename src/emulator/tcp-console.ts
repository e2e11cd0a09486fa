/**
 * The emulated device's console on a TCP port (`npm start -- --listen 127.0.0.1:2323`), so the
 * espruino command-line tool (`-p tcp://127.0.0.1:2323`) and flash.sh upload into the emulator
 * as they would over Bluetooth. One connection at a time, as a device takes one Bluetooth
 * central: a connection is NRF "connect" for the app, its end NRF "disconnect" (reason 19,
 * the remote side ended it). Bytes go both ways unchanged (latin1).
 */
import net from "node:net";
import { EspruinoConsole } from "./console";
import type { Emulator } from "./emulator";

/** The address the emulator says it connects from. */
export const PEER_ADDRESS = "12:34:56:78:9a:bc public";
/** BLE_HCI_REMOTE_USER_TERMINATED_CONNECTION: what the app's "disconnect" handler is given. */
const REMOTE_ENDED = 19;

export interface TcpConsoleOptions {
  host: string;
  /** 0 lets the system pick a free port */
  port: number;
  /** connections opened and closed, refused second connections */
  onEvent?: (text: string) => void;
}

export class TcpConsole {
  private readonly server: net.Server;
  private socket: net.Socket | null = null;
  private console: EspruinoConsole | null = null;
  /** every socket accepted and still open (close() ends them all) */
  private readonly open = new Set<net.Socket>();

  constructor(
    private readonly emu: Emulator,
    private readonly options: TcpConsoleOptions
  ) {
    this.server = net.createServer((s) => this.accept(s));
  }

  /** Starts listening; resolves to the address (with the port the system chose for 0). */
  listen(): Promise<{ host: string; port: number }> {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(this.options.port, this.options.host, () => {
        this.server.removeListener("error", reject);
        const a = this.server.address() as net.AddressInfo;
        resolve({ host: this.options.host, port: a.port });
      });
    });
  }

  get connected(): boolean {
    return this.socket !== null;
  }

  /** Sends what the app printed since the last input (call it after time passes). */
  poll(): void {
    this.console?.poll();
  }

  close(): Promise<void> {
    for (const s of this.open) s.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private nrf(event: string, arg: unknown): void {
    if (!this.emu.running) return;
    const nrf = this.emu.realm().global.NRF as { emit?: unknown } | undefined;
    if (nrf && typeof nrf.emit === "function") this.emu.call(nrf.emit, [event, arg]);
  }

  private accept(s: net.Socket): void {
    this.open.add(s);
    s.on("close", () => this.open.delete(s));
    if (this.socket) {
      this.options.onEvent?.("refused a second connection: the console is in use");
      s.end("The console is in use by another connection\r\n");
      return;
    }
    this.socket = s;
    s.setNoDelay(true);
    const con = new EspruinoConsole(this.emu, (text) => {
      if (!s.destroyed) s.write(Buffer.from(text, "latin1"));
    });
    this.console = con;
    this.options.onEvent?.(`connected: ${s.remoteAddress}:${s.remotePort}`);
    this.nrf("connect", PEER_ADDRESS);
    con.open();
    s.on("data", (d: Buffer) => con.receive(d.toString("latin1")));
    s.on("error", () => undefined);
    s.on("close", () => {
      if (this.socket !== s) return;
      this.socket = null;
      this.console = null;
      this.options.onEvent?.("disconnected");
      this.nrf("disconnect", REMOTE_ENDED);
    });
  }
}
