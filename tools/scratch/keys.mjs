// runs keys and prints every \x11 line (traces)
import { install, run } from "/work/main/tools/device-run/harness.mjs";
import { boardFiles, loadBoard } from "/work/main/tools/device-run/device-flows.mjs";
import { interpreterFor } from "/work/main/tools/device-run/interpreters.mjs";
const id = process.argv[2];
const board = loadBoard(id);
const { bin } = interpreterFor(id);
const { files } = boardFiles(board);
const inst = await install(bin, board, files);
const keys = process.argv[3] ? process.argv[3].split(",") : [];
const r = await run(bin, inst.dir, board, keys, { hwrand: [1958489464, 663632455] });
console.log(String(r.printed).split("\n").filter(l=>l.includes("\x11M")).map(l=>l.replace("\x11M ","").replace(/ (\d+)$/,(m,n)=>" "+(n-r.base))).join("\n"));
for (const s of r.steps) console.log(s.label, s.usage - r.base, JSON.stringify(s.screen).slice(0,100));
