/** A few DOM helpers: the page is plain TypeScript, no framework. */
import { MAX_INPUT_BYTES, tooLargeMessage } from "../home/input-limit";

type Attr = string | number | boolean | undefined | null | ((e: Event) => void);
export type Child = Node | string | null | undefined | false | Child[];

/**
 * An element: `attrs` keys starting with "on" are listeners ("onclick"), "class" and "text"
 * are the class name and text content, booleans set or drop an attribute, others are attributes.
 */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: { [k: string]: Attr } = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const k of Object.keys(attrs)) {
    const v = attrs[k];
    if (v === undefined || v === null || v === false) continue;
    if (typeof v === "function") e.addEventListener(k.substring(2), v);
    else if (k === "class") e.className = String(v);
    else if (k === "text") e.textContent = String(v);
    else if (k === "value") (e as HTMLInputElement).value = String(v);
    else if (k === "checked") (e as HTMLInputElement).checked = v === true;
    else e.setAttribute(k, v === true ? "" : String(v));
  }
  append(e, children);
  return e;
}

export function append(parent: Node, children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(parent, c);
    else parent.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
  }
}

/** Replaces an element's children. */
export function fill(parent: HTMLElement, ...children: Child[]): void {
  parent.textContent = "";
  append(parent, children);
}

/** Offers text as a file download. */
export function download(name: string, text: string, type = "application/json"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = el("a", { href: url, download: name });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Asks for a file and reads it as text; a file over the cap is refused unread. */
export function pickFile(accept: string): Promise<{ name: string; text: string } | { name: string; refused: string } | null> {
  return new Promise((resolve) => {
    const input = el("input", { type: "file", accept });
    input.addEventListener("change", () => {
      const f = input.files && input.files[0];
      if (!f) return resolve(null);
      // the desktop's cap (src/home/input-limit.ts): a wrong pick is refused before it is read
      if (f.size > MAX_INPUT_BYTES) return resolve({ name: f.name, refused: tooLargeMessage(f.size) });
      f.text().then((text) => resolve({ name: f.name, text }));
    });
    input.click();
  });
}

let ids = 0;
/** A unique element id for label/for pairs. */
export function uid(prefix: string): string {
  return prefix + "-" + ++ids;
}
