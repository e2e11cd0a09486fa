/**
 * The companion page: the GM prepares a party and rules packs at home, checks them with the
 * engine the device runs, tries rolls on the in-page device, and sends everything to the board.
 */
import "./style.css";
import { SYSTEMS } from "../home/systems";
import { el, fill } from "./dom";
import { exampleSheets } from "./model/examples";
import { Store } from "./model/state";
import { OddsPanel } from "./ui/odds-panel";
import { PackEditor } from "./ui/pack-editor";
import { PartyPanel } from "./ui/party-panel";
import { PreviewPanel } from "./ui/preview-panel";
import { SendPanel } from "./ui/send-panel";
import { SheetEditor } from "./ui/sheet-editor";

const store = new Store(() => ({ system: "sifni", sheets: exampleSheets(), packs: {}, selected: {} }));

const systemSelect = el(
  "select",
  {
    id: "system",
    onchange: () => {
      store.data.system = systemSelect.value;
      store.changed("system");
    },
  },
  SYSTEMS.map((m) => el("option", { value: m.id }, m.name)),
);
systemSelect.value = store.data.system;

const party = new PartyPanel(store);
const editor = new SheetEditor(store);
const odds = new OddsPanel(store);
const pack = new PackEditor(store);
const preview = new PreviewPanel(store);
const send = new SendPanel(store);

const app = document.getElementById("app") as HTMLElement;
fill(
  app,
  el(
    "header",
    { class: "top" },
    el("h1", {}, "S-Ifni pocket: companion"),
    el("p", { class: "lead" }, "Prepare the party and the rules at home, try them on the device in this page, then send everything to the board."),
    el("div", { class: "field inline" }, el("label", { for: "system" }, "Rules system "), systemSelect),
  ),
  el(
    "main",
    { class: "grid" },
    el("div", { class: "col left" }, party.root),
    el("div", { class: "col middle" }, editor.root),
    el("div", { class: "col right" }, odds.root, preview.root),
  ),
  el("div", { class: "wide" }, send.root, pack.root),
);

store.on((what) => {
  if (what === "system") systemSelect.value = store.data.system;
  party.render();
  if (what !== "sheet") editor.render();
  if (what === "system" || what === "pack") pack.render();
  odds.render();
  send.render();
  if (what === "system") void preview.load();
  else preview.markStale();
});

party.render();
editor.render();
odds.render();
pack.render();
send.render();
void preview.load();

/** For tests and debugging from the browser's console: the page's devices and data. */
(window as unknown as { sifniCompanion: unknown }).sifniCompanion = {
  store,
  preview: () => preview.widget.device?.machine ?? null,
  simulated: () => send.simulated.device?.machine ?? null,
  bootSimulated: () => send.bootSimulated(),
  loadPack: (name: string, text: string) => pack.loadText(name, text),
  importParty: (text: string) => party.importText(text),
};
