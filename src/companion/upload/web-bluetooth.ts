/**
 * The Link to a real board: Web Bluetooth (Nordic UART service) through @espruino-tools/core,
 * whose DeviceController carries the UART from @espruino-tools/uart. Its connect() shows the
 * package's chooser (Web Bluetooth, or Web Serial for a USB cable), then the browser's device
 * picker. Data is read from the connection's "data" event; writes go through uart.write, which
 * splits them into 20-byte packets and honours the board's XON/XOFF flow control.
 *
 * DeviceController.connect() is not used: it would dump the device's whole program over the
 * radio (E.dumpStr) to list its functions, which a locked console refuses anyway.
 */
import type { Link } from "./link";

interface UartConnection {
  on(event: string, fn: (data?: string) => void): void;
}

interface Uart {
  connect(callback: (connection: UartConnection | null) => void): unknown;
  write(data: string, callback?: (received?: string) => void): unknown;
  close(): void;
}

/** Chromium's Web Bluetooth, only on https or localhost pages. */
export function webBluetoothProblem(): string | null {
  const nav = navigator as Navigator & { bluetooth?: unknown };
  if (!nav.bluetooth) return "This browser has no Web Bluetooth: use Chrome, Edge or Chromium on a desktop or Android.";
  if (location.protocol === "http:" && location.hostname !== "localhost" && location.hostname !== "127.0.0.1") {
    return "Web Bluetooth needs the page on https or localhost.";
  }
  return null;
}

export class WebBluetoothLink implements Link {
  readonly name = "Web Bluetooth";
  private uart: Uart | undefined;
  private readonly listeners: ((text: string) => void)[] = [];

  async open(): Promise<void> {
    const problem = webBluetoothProblem();
    if (problem) throw new Error(problem);
    const { DeviceController } = await import("@espruino-tools/core");
    const uart = new DeviceController().UART as unknown as Uart;
    await new Promise<void>((resolve, reject) => {
      uart.connect((connection) => {
        if (!connection) {
          reject(new Error("No device was chosen (or the connection failed): pick the board in the browser's list."));
          return;
        }
        connection.on("data", (d) => {
          if (d) for (const fn of this.listeners) fn(d);
        });
        connection.on("close", () => {
          this.uart = undefined;
        });
        resolve();
      });
    });
    this.uart = uart;
  }

  write(text: string): Promise<void> {
    const uart = this.uart;
    if (!uart) return Promise.reject(new Error("The Bluetooth connection is closed."));
    return new Promise((resolve) => {
      uart.write(text, () => resolve());
    });
  }

  onData(fn: (text: string) => void): void {
    this.listeners.push(fn);
  }

  close(): Promise<void> {
    this.uart?.close();
    this.uart = undefined;
    return Promise.resolve();
  }
}
