/** Modules the build provides per board (tools/build/device-modules.mjs). */
declare module "sifni:board" {
  const board: import("./board").Board;
  export default board;
}
declare module "sifni:systems" {
  const systems: import("../engine/rules/types").RulesModule[];
  export default systems;
}
declare module "sifni:demo" {
  const demo: import("../engine/rules/types").SheetBase[];
  export default demo;
}
