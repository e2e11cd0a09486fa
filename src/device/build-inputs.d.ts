/** Modules the build provides per board (tools/build/device-modules.mjs). */
declare module "sifni:board" {
  const board: import("./board").Board;
  export default board;
}
/** The rules systems installed on the board, ids and names; their rules are files of their own. */
declare module "sifni:systems" {
  const systems: import("../ui-lcd/services").SystemEntry[];
  export default systems;
}
