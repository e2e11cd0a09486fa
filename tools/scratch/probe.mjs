import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { install } from "/work/main/tools/device-run/harness.mjs";
import { boardFiles, loadBoard } from "/work/main/tools/device-run/device-flows.mjs";
import { interpreterFor } from "/work/main/tools/device-run/interpreters.mjs";
const id = process.argv[2];
const board = loadBoard(id);
const { bin } = interpreterFor(id);
const { files } = boardFiles(board);
const inst = await install(bin, board, files);
const keys = (process.argv[3] || "") ;
const depth = Number(process.argv[4] || 3);
const C = { app: board.storage.appFile, buttons: board.buttons, bangle: true, zones: false, w: board.screen.width, h: board.screen.height, bpp: 4, input: {u: board.input.up, d: board.input.down, s: board.input.select, b: board.input.back}, keys: keys + "wwwwwwwwww", hwrand: [1,2,3,4,5,6,7,8], time: 0, wait: 300, longWait: 400, bootWait: 1500 };
const probe = `setTimeout(function(){var t=E.getSizeOf(global.SIFNI_UPDATE,${depth});function p(a,ind){a.forEach(function(x){if(x.size>=8){print("\\x11"+ind+x.name+" "+x.size);if(x.more)p(x.more,ind+"  ");}});}p(t,"");print("\\x11TOTAL "+E.getSizeOf(global.SIFNI_UPDATE)+" usage "+process.memory().usage);}, ${1500 + keys.length * 300 + 500});`;
writeFileSync(join(inst.dir, "run.js"), `var C=${JSON.stringify(C)};${probe}eval(require("Storage").read("h.js"));\n`);
let out = "";
try { out = execFileSync(bin, ["run.js"], { cwd: inst.dir, timeout: 60000 }).toString("latin1"); } catch (e) { out = (e.stdout || "").toString("latin1"); }
for (const l of out.split("\n")) if (l.startsWith("\x11")) console.log(l.slice(1));
