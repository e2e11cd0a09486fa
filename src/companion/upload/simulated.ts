/**
 * A Link to an emulated device: what the page sends is typed into the emulator's console
 * (src/emulator/uart-console.ts) and what the device prints comes back, each a moment later as
 * over a radio. The page's "simulated device" and the tests use it in place of Web Bluetooth.
 */
import { UartConsole } from "../../emulator/uart-console";
import type { ConsoleHost } from "../../emulator/uart-console";
import type { Link } from "./link";

export class SimulatedLink implements Link {
  readonly name = "simulated device";
  private console: UartConsole | undefined;
  private readonly listeners: ((text: string) => void)[] = [];

  /** `device()` is asked on open, so a restarted or replaced device is the one connected. */
  constructor(private readonly device: () => ConsoleHost) {}

  open(): Promise<void> {
    this.console?.close();
    this.console = new UartConsole(this.device(), (text) => {
      // delivered after the current call returns, as a radio would
      setTimeout(() => {
        for (const fn of this.listeners) fn(text);
      }, 0);
    });
    return Promise.resolve();
  }

  write(text: string): Promise<void> {
    const c = this.console;
    if (!c) return Promise.reject(new Error("the simulated device is not connected"));
    return new Promise((resolve) => {
      setTimeout(() => {
        c.write(text);
        resolve();
      }, 0);
    });
  }

  onData(fn: (text: string) => void): void {
    this.listeners.push(fn);
  }

  close(): Promise<void> {
    this.console?.close();
    this.console = undefined;
    return Promise.resolve();
  }
}
