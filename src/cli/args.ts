/**
 * A small strict option parser. node:util parseArgs refuses a value that starts with a dash
 * (`--mod -1/6`, `--skill -5`), which this CLI needs; here the token after a value option is
 * always its value unless it starts with "--".
 */
import type { OptionSpec } from "./spec";

/** Bad command line: reported as one line on stderr, exit code 2. */
export class UsageError extends Error {}

export function quote(text: string): string {
  return JSON.stringify(text);
}

export class Args {
  private readonly values = new Map<string, string>();
  private readonly lists = new Map<string, string[]>();
  private readonly flags = new Set<string>();
  /** arguments that are not options, in order */
  readonly positional: string[] = [];

  flag(name: string): boolean {
    return this.flags.has(name);
  }

  value(name: string): string | undefined {
    return this.values.get(name);
  }

  /** A value option's text, or a UsageError naming it when it is absent. */
  need(name: string, why = ""): string {
    const v = this.values.get(name);
    if (v === undefined) throw new UsageError(`--${name} is required${why}`);
    return v;
  }

  list(name: string): string[] {
    return this.lists.get(name) || [];
  }

  has(name: string): boolean {
    return this.values.has(name) || this.lists.has(name) || this.flags.has(name);
  }

  /**
   * Parses tokens against the options of one command, taking up to `maxPositional` arguments
   * that are not options; throws UsageError on anything else.
   */
  static parse(tokens: string[], options: OptionSpec[], command: string, maxPositional = 0): Args {
    const specs = new Map<string, OptionSpec>();
    const shorts = new Map<string, string>();
    for (const o of options) {
      specs.set(o.name, o);
      if (o.short) shorts.set("-" + o.short, "--" + o.name);
    }
    const a = new Args();
    for (let i = 0; i < tokens.length; i++) {
      const t = shorts.get(tokens[i]) || tokens[i];
      if (t === "-h") {
        a.flags.add("help");
        continue;
      }
      if (!t.startsWith("--") || t === "--") {
        if (t !== "--" && !t.startsWith("-") && a.positional.length < maxPositional) {
          a.positional.push(t);
          continue;
        }
        throw new UsageError(`unexpected argument ${quote(t)} for ${command} (see "sifni help ${command}")`);
      }
      const eq = t.indexOf("=");
      const name = eq < 0 ? t.slice(2) : t.slice(2, eq);
      const spec = specs.get(name);
      if (!spec) throw new UsageError(`unknown option --${name} for ${command} (see "sifni help ${command}")`);
      if (spec.kind === "flag") {
        if (eq >= 0) throw new UsageError(`--${name} takes no value, got ${quote(t.slice(eq + 1))}`);
        a.flags.add(name);
        continue;
      }
      let v: string;
      if (eq >= 0) {
        v = t.slice(eq + 1);
      } else {
        const next = tokens[i + 1];
        if (next === undefined || next.startsWith("--")) throw new UsageError(`--${name} needs a value`);
        v = next;
        i++;
      }
      if (v === "") throw new UsageError(`--${name} needs a value`);
      if (spec.kind === "list") {
        const l = a.lists.get(name);
        if (l) l.push(v);
        else a.lists.set(name, [v]);
      } else {
        if (a.values.has(name)) throw new UsageError(`--${name} given more than once`);
        a.values.set(name, v);
      }
    }
    if (!a.flags.has("help")) {
      for (const o of options) {
        if (o.required && !a.has(o.name)) throw new UsageError(`--${o.name} is required (see "sifni help ${command}")`);
      }
    }
    return a;
  }
}
