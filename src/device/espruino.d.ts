/**
 * The Espruino globals src/device uses, declared here (written for this project from the
 * Espruino reference). Only src/device may use them; src/ui-lcd and src/engine never do.
 */
interface WatchEvent {
  state: boolean;
  time: number;
}
interface DragEvent {
  x: number;
  y: number;
  dx: number;
  dy: number;
  b: number;
}
declare function require(name: "Storage"): import("./flash").Flash;
declare function setWatch(fn: (e: WatchEvent) => void, pin: unknown, opts: { repeat: boolean; edge: string; debounce: number }): number;
declare function setTimeout(fn: () => void, ms: number): number;
declare function getTime(): number;
/** The chip's serial number (nRF52: its FICR device id); missing on some builds. */
declare function getSerial(): string;
declare const g: import("../ui-lcd/surface").Surface;
declare const E: {
  hwRand(): number;
  CRC32(data: string): number;
  setPassword?(code?: string): void;
  lockConsole?(): void;
  reboot(): void;
};
declare const NRF: {
  setAdvertising(data: object, options: { name: string; showName: boolean }): void;
  setSecurity(options: object): void;
  getAddress(): string;
  on(event: "disconnect", fn: () => void): void;
  /** nRF52 firmware: true adds each device that bonds to the whitelist, and only those connect */
  setWhitelist?(on: boolean): void;
};
declare function print(...args: unknown[]): void;
declare const global: { [name: string]: unknown };
declare const process: { memory(gc?: boolean): { free: number; total: number; usage: number } };
declare const BTN1: unknown;
declare const BTN2: unknown;
declare const BTN3: unknown;
declare const BTN4: unknown;
declare const BTN5: unknown;
declare const Bangle: {
  on(event: "drag", fn: (e: DragEvent) => void): void;
  on(event: "touch", fn: (button: number, xy: { x: number; y: number }) => void): void;
  on(event: "lock", fn: (locked: boolean) => void): void;
  buzz(ms?: number): unknown;
};
