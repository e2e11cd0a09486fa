/**
 * The boards (boards/*.json) and the device app built for each (dist/<board>/sifni.app.js,
 * `npm run build`): the in-page device runs exactly the file that is uploaded to a board.
 */
import type { BoardProfile } from "../../boards/profile";
import { installsSystem } from "../../device/protocol";
import type { UploadFile } from "../upload/protocol";
import { validateBoard } from "../../boards/profile";

const boardFiles = import.meta.glob("../../../boards/*.json", { eager: true, import: "default" }) as { [path: string]: unknown };
const appFiles = import.meta.glob("../../../dist/*/sifni.app.js", { query: "?raw", import: "default" }) as { [path: string]: () => Promise<string> };
/**
 * The files installed with each board's app, as the App Loader installs them
 * (tools/build/app-loader.mjs): the rules systems ("sifni.sys.<id>[.<entry>].js"), the features
 * the shell opens ("sifni.f.<name>.js"), the built-in packs and demo parties ("sifni.dp.<id>",
 * "sifni.d.<id>", written into place on the first start).
 */
const installFiles = import.meta.glob(
  ["../../../dist/*/sifni.sys.*.js", "../../../dist/*/sifni.f.*.js", "../../../dist/*/sifni.dp.*", "../../../dist/*/sifni.d.*"],
  { query: "?raw", import: "default" },
) as { [path: string]: () => Promise<string> };

/** Every system's files (dist/systems: code, default pack, demo party), for a board holding one (a switch). */
const everySystem = import.meta.glob(["../../../dist/systems/sifni.sys.*.js", "../../../dist/systems/sifni.dp.*", "../../../dist/systems/sifni.d.*"], {
  query: "?raw",
  import: "default",
}) as { [path: string]: () => Promise<string> };

/** Menu order of the boards. */
const ORDER = ["banglejs2", "banglejs", "pixljs"];

export function boards(): BoardProfile[] {
  const out: BoardProfile[] = [];
  for (const p of Object.keys(boardFiles)) {
    const b = boardFiles[p];
    if (validateBoard(b).length === 0) out.push(b as BoardProfile);
  }
  return out.sort((a, b) => ORDER.indexOf(a.id) - ORDER.indexOf(b.id));
}

export function boardById(id: string): BoardProfile | undefined {
  return boards().find((b) => b.id === id);
}

/** The systems a board's app carries (all when its profile does not say). */
export function systemsOnBoard(b: BoardProfile, all: string[]): string[] {
  return b.systems ? all.filter((s) => (b.systems as string[]).indexOf(s) >= 0) : all;
}

/** The built app for a board; rejects with what to do when it has not been built. */
export async function appCode(boardId: string): Promise<string> {
  const key = Object.keys(appFiles).find((p) => p.endsWith(`/dist/${boardId}/sifni.app.js`));
  if (!key) throw new Error(`dist/${boardId}/sifni.app.js is missing: run "npm run build" (npm run companion does) and reload`);
  return appFiles[key]();
}

/** The files that install rules system `id` on a board holding one, as flash.sh --system sends them. */
export async function systemInstallFiles(id: string): Promise<UploadFile[]> {
  const out: UploadFile[] = [];
  for (const k of Object.keys(everySystem).sort()) {
    const name = k.substring(k.lastIndexOf("/") + 1);
    if (installsSystem(name) === id) out.push({ name, text: await everySystem[k](), label: `${id} rules system: ${name}` });
  }
  if (!out.some((f) => f.name === `sifni.sys.${id}.js`)) throw new Error(`dist/systems has no ${id} files: run "npm run build" and reload`);
  return out;
}

/** The files built beside a board's app (installFiles above), by Storage name. */
export async function systemFilesOf(boardId: string): Promise<{ name: string; code: string }[]> {
  const prefix = `/dist/${boardId}/`;
  const keys = Object.keys(installFiles)
    .filter((p) => p.includes(prefix))
    .sort();
  const out: { name: string; code: string }[] = [];
  for (const k of keys) out.push({ name: k.substring(k.lastIndexOf("/") + 1), code: await installFiles[k]() });
  return out;
}
