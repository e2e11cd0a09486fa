/**
 * What the device says over the air. It advertises under the firmware's own default name, the
 * board's prefix and the last 4 hex digits of its address (gap_params_init in
 * targets/nrf5x/bluetooth.c), set explicitly so that no name another app left behind stays:
 * the device reads as any other board of its kind, with nothing about the app, GM or party.
 */

/** BLUETOOTH_NAME_PREFIX of each board (boards/*.py of the firmware). */
const PREFIX: { [board: string]: string } = { banglejs2: "Bangle.js", banglejs: "Bangle.js", pixljs: "Pixl.js" };

/** "Bangle.js 51f1" for the address "c0:ff:ee:00:51:f1 public". */
export function neutralName(boardId: string, address: string): string {
  const hex = address.substring(0, 17).split(":").join("");
  return (PREFIX[boardId] || "Espruino") + " " + hex.substring(8, 12);
}

export function advertiseNeutral(boardId: string): void {
  NRF.setAdvertising({}, { name: neutralName(boardId, NRF.getAddress()), showName: true });
}
