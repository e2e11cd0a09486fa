/**
 * Espruino gate: THE list of rules every shipped bundle must pass.
 *
 * Each rule is a plain object in RULES:
 *   id       gate rule id, printed in problems (also the ESLint rule name under the "espruino/" prefix)
 *   facts    numbers in /work/shared/ESPRUINO-FACTS.md (the "fact" table) the rule comes from
 *   reason   one line: what goes wrong on Espruino
 *   profile  "device" (every bundle) or "engine" (only the pure engine bundle: determinism)
 * and exactly one way to check it:
 *   parse: true            handled in check.mjs (acorn + espree, ecmaVersion 5)
 *   eslint: [name, ...opt] a core ESLint rule, re-registered under the gate id
 *   forbid: {globals, members, methods}   data-only: names that must not appear (see forbid())
 *   create(context)        a small custom ESLint rule (ESLint 10 rule API, ES5 AST)
 *
 * To add a rule when a new fact is learned: append one object to RULES (usually a `forbid` list or a
 * few lines of `create`), then add a bad and a good sample to tests/gate/gate.test.ts.
 */
import { builtinRules } from "eslint/use-at-your-own-risk";

export const PROFILES = {
  device: ["device"],
  engine: ["device", "engine"],
};

/** 2^53: the largest integer up to which every integer is an exact double. */
const TWO_53 = 9007199254740992n;

// ---------------------------------------------------------------------------------------------
// Helpers shared by the custom rules
// ---------------------------------------------------------------------------------------------

/** Static name of a MemberExpression's property (`a.b`, `a["b"]`), or null when computed. */
export function propName(member) {
  if (!member || member.type !== "MemberExpression") return null;
  if (!member.computed && member.property.type === "Identifier") return member.property.name;
  if (member.computed && member.property.type === "Literal" && typeof member.property.value === "string") {
    return member.property.value;
  }
  return null;
}

/** True if identifier `id` refers to a global (not a var/function/param declared by the code). */
function isGlobalIdent(context, id) {
  if (!id || id.type !== "Identifier") return false;
  for (let scope = context.sourceCode.getScope(id); scope; scope = scope.upper) {
    const v = scope.set.get(id.name);
    if (v) return v.defs.length === 0;
  }
  return true;
}

/** `typeof X` / `typeof Math.imul` only detects a feature; it is safe when X is missing. */
function isTypeofOperand(node) {
  return node.parent && node.parent.type === "UnaryExpression" && node.parent.operator === "typeof";
}

function isIntLiteral(node) {
  return node && node.type === "Literal" && typeof node.value === "number" && Number.isInteger(node.value);
}

function isNullish(node) {
  return (
    (node.type === "Literal" && node.value === null && !node.regex) ||
    (node.type === "Identifier" && node.name === "undefined") ||
    (node.type === "UnaryExpression" && node.operator === "void" && node.argument.type === "Literal")
  );
}

function msgOf(entry) {
  return typeof entry === "string" ? entry : entry.message;
}

/**
 * Rule factory for name lists.
 *   globals: { Name: message }           any use of the global Name (except as `typeof Name`)
 *   members: { "Obj.prop": message | {message, upTo} }   `Obj.prop` on the global Obj (except as
 *                                        `typeof Obj.prop`); with upTo, only a file with more uses
 *                                        than that is reported (every use, so each can be reviewed)
 *   methods: { name: message | {message, allowOn: ["Ident"]} }   `x.name(...)`, `x.name.call/apply(...)`
 */
export function forbid({ globals = {}, members = {}, methods = {} }) {
  return {
    meta: { type: "problem", schema: [] },
    create(context) {
      const visitors = {};
      if (Object.keys(globals).length) {
        visitors["Program:exit"] = () => {
          for (const scope of context.sourceCode.scopeManager.scopes) {
            for (const ref of scope.references) {
              const id = ref.identifier;
              if (!Object.hasOwn(globals, id.name)) continue;
              if (ref.resolved && ref.resolved.defs.length > 0) continue; // the code's own variable
              if (isTypeofOperand(id)) continue;
              context.report({ node: id, message: `${id.name}: ${globals[id.name]}` });
            }
          }
        };
      }
      if (Object.keys(members).length) {
        const counted = new Map(); // key -> uses, for the entries with upTo
        visitors.MemberExpression = (node) => {
          if (node.object.type !== "Identifier") return;
          const key = `${node.object.name}.${propName(node)}`;
          if (!Object.hasOwn(members, key) || !isGlobalIdent(context, node.object) || isTypeofOperand(node)) return;
          const entry = members[key];
          if (typeof entry === "string") context.report({ node, message: `${key}: ${entry}` });
          else counted.set(key, (counted.get(key) || []).concat([node]));
        };
        const globalsExit = visitors["Program:exit"];
        visitors["Program:exit"] = () => {
          if (globalsExit) globalsExit();
          for (const [key, nodes] of counted) {
            const { message, upTo } = members[key];
            if (nodes.length <= upTo) continue;
            for (const node of nodes) {
              context.report({ node, message: `${key}: ${message} (${nodes.length} uses, at most ${upTo} allowed)` });
            }
          }
        };
      }
      if (Object.keys(methods).length) {
        visitors.CallExpression = (node) => {
          let m = node.callee;
          if (m.type !== "MemberExpression") return;
          let name = propName(m);
          if ((name === "call" || name === "apply") && m.object.type === "MemberExpression" && Object.hasOwn(methods, propName(m.object))) {
            m = m.object;
            name = propName(m);
          }
          if (!Object.hasOwn(methods, name)) return;
          const entry = methods[name];
          if (entry.allowOn && m.object.type === "Identifier" && entry.allowOn.includes(m.object.name)) return;
          context.report({ node: m.property, message: `.${name}(): ${msgOf(entry)}` });
        };
      }
      return visitors;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Custom rules that need a few lines of logic
// ---------------------------------------------------------------------------------------------

/** Constructors whose built-in methods read as undefined through `X.prototype` (fact 3). */
const PROTO_BUILTINS = new Set([
  "Array", "String", "Function", "Number", "Boolean", "Date", "RegExp", "Object", "Promise",
  "Error", "TypeError", "RangeError", "SyntaxError", "ReferenceError", "EvalError", "URIError",
  "ArrayBuffer", "DataView", "Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array",
  "Uint16Array", "Int32Array", "Uint32Array", "Float32Array", "Float64Array",
]);
/** `Ctor.prototype.name` reads that do work on Espruino. */
const PROTO_READ_OK = new Set(["Object.prototype.hasOwnProperty"]);

/** If node is `Builtin.prototype` returns "Builtin", else null. */
function builtinPrototype(context, node) {
  if (!node || node.type !== "MemberExpression" || propName(node) !== "prototype") return null;
  const ctor = node.object;
  if (ctor.type !== "Identifier" || !PROTO_BUILTINS.has(ctor.name) || !isGlobalIdent(context, ctor)) return null;
  return ctor.name;
}

function isWriteTarget(node) {
  const p = node.parent;
  return (p.type === "AssignmentExpression" && p.left === node) || (p.type === "UpdateExpression" && p.argument === node);
}

const builtinPrototypeMethod = {
  meta: { type: "problem", schema: [] },
  create(context) {
    return {
      MemberExpression(node) {
        const ctor = builtinPrototype(context, node.object);
        if (!ctor || isWriteTarget(node)) return;
        const path = `${ctor}.prototype.${propName(node) ?? "[computed]"}`;
        if (PROTO_READ_OK.has(path)) return;
        context.report({
          node,
          message: `${path} reads as undefined on Espruino (built-in methods exist on instances only); use an instance, e.g. [].slice.call(x)`,
        });
      },
    };
  },
};

const builtinPrototypeWrite = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const report = (node, what) =>
      context.report({
        node,
        message: `${what}: writing to a built-in prototype overrides the native method of that name on Espruino; use a plain helper function with a new name`,
      });
    return {
      MemberExpression(node) {
        const ctor = builtinPrototype(context, node.object);
        if (ctor && isWriteTarget(node)) report(node, `${ctor}.prototype.${propName(node) ?? "[computed]"}`);
      },
      CallExpression(node) {
        const c = node.callee;
        if (c.type !== "MemberExpression" || c.object.type !== "Identifier" || c.object.name !== "Object") return;
        const name = propName(c);
        if (name !== "defineProperty" && name !== "defineProperties") return;
        const ctor = builtinPrototype(context, node.arguments[0]);
        if (ctor) report(node, `Object.${name}(${ctor}.prototype, ...)`);
      },
    };
  },
};

const noLengthWrite = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const check = (target) => {
      if (target.type === "MemberExpression" && propName(target) === "length") {
        context.report({
          node: target,
          message: "writing .length throws on Espruino ('Assignment to a constant'); truncate with arr.splice(n), clear with arr = []",
        });
      }
    };
    return {
      AssignmentExpression: (node) => check(node.left),
      UpdateExpression: (node) => check(node.argument),
    };
  },
};

/**
 * Why a numeric literal is not exact on Espruino, or null when it is.
 * Espruino's lexer reads digits-only literals as 64-bit integers (exact, overflow beyond 2^63) and
 * everything with "." or "e" with stringToFloat: mantissa digit by digit, fraction digits as
 * v += digit * 0.1^k (inexact), then *10 or /10 once per exponent step. So an integer-valued
 * literal with an integer mantissa, both at most 2^53, is exact; anything else may be off.
 */
export function literalProblem(raw, value) {
  const beyond = `${raw} is beyond 2^53: not guaranteed exact on Espruino (1e25 parses 1 ulp off; integer literals beyond 2^63 overflow)`;
  if (/^0[xX]/.test(raw) || /^0[0-7]+$/.test(raw)) {
    return BigInt(/^0[0-7]/.test(raw) ? `0o${raw.slice(1)}` : raw) <= TWO_53 ? null : beyond;
  }
  const m = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(raw);
  if (!m) return `${raw}: unrecognised numeric literal`;
  const frac = (m[2] ?? "").replace(/0+$/, "");
  if (!Number.isInteger(value)) {
    return `${raw} is not an integer: decimal literals are parsed inexactly on Espruino; build it from integers (e.g. 20/19, 1/10000000)`;
  }
  if (frac !== "") {
    return `${raw} has fraction digits in its mantissa: Espruino parses them inexactly (1.23456789e8 !== 123456789); write the integer`;
  }
  if (BigInt(m[1] || "0") > TWO_53 || value > 2 ** 53) return beyond;
  return null;
}

const integerLiterals = {
  meta: { type: "problem", schema: [] },
  create(context) {
    return {
      Literal(node) {
        if (typeof node.value !== "number") return;
        const why = literalProblem(node.raw, node.value);
        if (why) context.report({ node, message: why });
      },
    };
  },
};

function isMaskedShiftCount(n) {
  if (isIntLiteral(n)) return n.value >= 0 && n.value <= 31;
  return n.type === "BinaryExpression" && n.operator === "&" &&
    [n.left, n.right].some((s) => isIntLiteral(s) && s.value >= 0 && s.value <= 31);
}

const shiftCount = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const check = (node, count) => {
      if (!isMaskedShiftCount(count)) {
        context.report({
          node: count,
          message: `shift count of '${node.operator}' must be an integer literal 0..31 or (expr & 31): Espruino does not mask shift counts (C shift; ARM gives 0 for >= 32)`,
        });
      }
    };
    return {
      BinaryExpression(node) {
        if (node.operator === "<<" || node.operator === ">>" || node.operator === ">>>") check(node, node.right);
      },
      AssignmentExpression(node) {
        if (node.operator === "<<=" || node.operator === ">>=" || node.operator === ">>>=") check(node, node.right);
      },
    };
  },
};

const returnNewline = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const sc = context.sourceCode;
    return {
      ReturnStatement(node) {
        if (node.argument) return;
        const ret = sc.getFirstToken(node);
        const next = sc.getTokenAfter(ret);
        if (next && next.loc.start.line === ret.loc.end.line && (next.value === ";" || next.value === "}")) {
          // `if (c) return }` ending a function: the interpreter throws "Unexpected end of Input"
          // whether or not the branch runs (2v29: an if, else or loop body; not a block's last
          // statement, not the function's own)
          const fn = sc.getAncestors(node).reverse().find((a) => /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(a.type));
          const ends = fn && fn.body.type === "BlockStatement" && next.value === "}" && next.range[1] === fn.body.range[1];
          if (!ends || node.parent === fn.body || node.parent.type === "BlockStatement") return;
          context.report({ node: ret, message: "a bare 'return' as the last of a function inside an if, else or loop is \"Unexpected end of Input\" on Espruino: end it with ';' (or break out of the loop)" });
          return;
        }
        context.report({
          node: ret,
          message: "'return' without a value must be followed by ';' or '}' on the same line: Espruino returns the value of the next line",
        });
      },
    };
  },
};

const memberSequence = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const sc = context.sourceCode;
    return {
      MemberExpression(node) {
        if (!node.computed || node.property.type !== "SequenceExpression") return;
        // the parser's tree has no parentheses: a bare list follows the bracket itself
        if (sc.getTokenBefore(node.property).value !== "[") return;
        context.report({ node: node.property, message: "a comma list between a member's brackets is a syntax error on Espruino: put it in parentheses" });
      },
    };
  },
};

const TS_HELPERS = new Set([
  "__extends", "__spreadArray", "__spread", "__read", "__awaiter", "__generator", "__asyncValues",
  "__classPrivateFieldGet",
]);

const tsHelpers = {
  meta: { type: "problem", schema: [] },
  create(context) {
    return {
      Identifier(node) {
        if (TS_HELPERS.has(node.name)) {
          context.report({
            node,
            message: `${node.name}: TypeScript's helper breaks on Espruino (relies on hoisting or on X.prototype.method); avoid the feature or ship an own helper`,
          });
        }
      },
    };
  },
};

/** A call of the global JSON.stringify. */
function isJsonStringify(context, node) {
  const c = node.callee;
  if (c.type !== "MemberExpression" || propName(c) !== "stringify") return false;
  return c.object.type === "Identifier" && c.object.name === "JSON" && isGlobalIdent(context, c.object);
}

const jsonReplacer = {
  meta: { type: "problem", schema: [] },
  create(context) {
    return {
      CallExpression(node) {
        if (!isJsonStringify(context, node)) return;
        if (node.arguments.length >= 2 && !isNullish(node.arguments[1])) {
          context.report({
            node: node.arguments[1],
            message: "JSON.stringify ignores a replacer (function or array) on Espruino; pass null and prepare the value first",
          });
        }
      },
    };
  },
};

/**
 * JSON.stringify(x) joined into text: JSON.stringify(undefined) is the text "null" on Espruino
 * (undefined on Node, which a + turns into "undefined"), so a message about a missing field
 * read "got null" on the device only. Found by the crosscheck on the real interpreter
 * (tools/device-check); the engine quotes values with its `shown` helper instead.
 */
const jsonInText = {
  meta: { type: "problem", schema: [] },
  create(context) {
    return {
      CallExpression(node) {
        if (!isJsonStringify(context, node)) return;
        const p = node.parent;
        const joined = (p.type === "BinaryExpression" && p.operator === "+") || (p.type === "AssignmentExpression" && p.operator === "+=" && p.right === node);
        if (joined) {
          context.report({
            node,
            message: "JSON.stringify(undefined) is \"null\" on Espruino and undefined on Node: quote values for text with a helper that names undefined",
          });
        }
      },
    };
  },
};

const instanceofError = {
  meta: { type: "problem", schema: [] },
  create(context) {
    return {
      BinaryExpression(node) {
        if (node.operator !== "instanceof") return;
        const r = node.right;
        const name = r.type === "Identifier" ? r.name : propName(r);
        if (name && /Error$/.test(name)) {
          context.report({
            node: r,
            message: `instanceof ${name}: Espruino throws plain Errors and subclass instanceof is unreliable; tag errors with a field (e.code) and test that`,
          });
        }
      },
    };
  },
};

const NON_ASCII = /[^\x00-\x7f]/;
const asciiStrings = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const report = (node, what) =>
      context.report({ node, message: `${what} contains a character above 127: strings are 8-bit on Espruino builds without Unicode; keep text ASCII` });
    return {
      Literal(node) {
        if (typeof node.value === "string" && NON_ASCII.test(node.value)) report(node, "string literal");
        else if (node.regex && NON_ASCII.test(node.raw)) report(node, "regular expression");
      },
      TemplateElement(node) {
        if (NON_ASCII.test(node.value.cooked ?? node.value.raw)) report(node, "template text");
      },
      Identifier(node) {
        if (NON_ASCII.test(node.name)) report(node, `identifier ${JSON.stringify(node.name)}`);
      },
    };
  },
};

/**
 * `var` is declared only when its statement runs (fact 2). This models that directly instead of
 * using ESLint's block-scoped-var, which (a) flags a `for (var i...)` variable used after the loop
 * although the init always runs (terser emits that everywhere) and (b) misses unbraced branches
 * (`if (c) var x = 1;`). A var declared in a branch that may not run (if/else branch, loop body,
 * switch case, try block, catch block) may be used only inside that branch.
 * Confirmed on Espruino 2v29: `for(var i=5;i<2;i++){} i` is 5, `for(var k in {}){} k` is
 * undefined (no error), `if(false) var y=1; y` and `if(false){var y=1} y` throw "y is not defined".
 */
function conditionalRegion(declaration) {
  let child = declaration;
  for (let p = child.parent; p; child = p, p = p.parent) {
    switch (p.type) {
      case "Program":
      case "FunctionDeclaration":
      case "FunctionExpression":
      case "ArrowFunctionExpression":
        return null;
      case "IfStatement":
        if (child !== p.test) return child;
        break;
      case "ForStatement":
      case "ForInStatement":
      case "ForOfStatement":
      case "WhileStatement":
        if (child === p.body) return child;
        break;
      case "SwitchCase":
        if (child !== p.test) return p;
        break;
      case "TryStatement":
        if (child === p.block) return child;
        break;
      case "CatchClause":
        if (child === p.body) return child;
        break;
      default:
        break;
    }
  }
  return null;
}

const blockScopedVar = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const sc = context.sourceCode;
    return {
      "Program:exit"() {
        for (const scope of sc.scopeManager.scopes) {
          for (const variable of scope.variables) {
            if (!variable.defs.length || variable.defs.some((d) => d.type !== "Variable" || d.parent.kind !== "var")) continue;
            const decls = variable.defs.map((d) => ({ start: d.name.range[0], region: conditionalRegion(d.parent) }));
            if (decls.every((d) => d.region === null)) continue;
            for (const ref of variable.references) {
              const at = ref.identifier.range[0];
              const before = decls.filter((d) => d.start <= at);
              if (!before.length) continue; // used before any declaration: no-use-before-define reports it
              const covered = before.some((d) => d.region === null || (d.region.range[0] <= at && at < d.region.range[1]));
              if (!covered) { // report the first such use of each variable only
                const d = variable.defs[0].name.loc.start;
                context.report({
                  node: ref.identifier,
                  message:
                    `'${variable.name}' is declared (line ${d.line}:${d.column + 1}) by a var in a branch that may not run; ` +
                    "on Espruino it is then undeclared here (a read throws, a write assigns an outer variable of that name or creates a global). " +
                    "Declare it at the top of the function",
                });
                break;
              }
            }
          }
        }
      },
    };
  },
};

/**
 * Use before definition, as Espruino runs it (facts 1, 2): a function or var exists only once
 * execution reaches its declaration. What matters is what runs at definition time:
 * - a reference that executes while its scope is being evaluated (in the scope itself, a block of
 *   it, or a function expression invoked on the spot) must come after the declaration;
 * - calling a function (or constructing a class) there runs its body: everything of that scope it
 *   uses, directly or through the scope's other functions, must be declared by then;
 * - references inside functions that run later (callbacks, methods, functions called after every
 *   declaration) are fine, however they are ordered in the text.
 * This replaces ESLint's purely textual no-use-before-define, which flags mutually recursive
 * functions that are correct on the device and misses `a(); function b(){}` when a calls b.
 */
function isIife(fn) {
  const p = fn.parent;
  return p && (p.type === "CallExpression" || p.type === "NewExpression") && p.callee === fn;
}

/** The function node of a scope, or null for the global/module scope. */
function fnOf(scope) {
  return scope.type === "function" ? scope.block : null;
}

const espruinoUseBeforeDefine = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const sc = context.sourceCode;
    return {
      "Program:exit"() {
        for (const scope of sc.scopeManager.scopes) {
          if (scope.type !== "function" && scope.type !== "global" && scope.type !== "module") continue;
          // declarations of this scope: name -> position where it starts to exist
          const declaredAt = new Map();
          const bodies = new Map(); // name -> the function node its value runs when called
          for (const v of scope.variables) {
            if (!v.defs.length || v.name === "arguments") continue;
            let at = Infinity;
            for (const d of v.defs) {
              const declaration = d.type === "FunctionName" && d.node.type === "FunctionDeclaration";
              // parameters, a function expression's own name and implicit globals exist from the start
              if (d.type === "Parameter" || (d.type === "FunctionName" && !declaration) || d.type === "ImplicitGlobalVariable") at = -1;
              else if (d.type === "Variable") at = Math.min(at, d.parent.range[0]);
              else at = Math.min(at, d.node.range[0]);
              if (d.type === "FunctionName" && d.node.type === "FunctionDeclaration") bodies.set(v.name, d.node);
              if (d.type === "Variable" && d.node.init) bodies.set(v.name, d.node.init);
            }
            if (at === -1) at = scope.block.range[0];
            declaredAt.set(v, at);
          }
          // which of this scope's variables a node (a function body or an initializer) reaches when it runs
          const usesCache = new Map();
          const usesOf = (node) => {
            if (usesCache.has(node)) return usesCache.get(node);
            const out = new Set();
            usesCache.set(node, out);
            for (const s of sc.scopeManager.scopes) {
              if (s.block.range[0] < node.range[0] || s.block.range[1] > node.range[1]) continue;
              for (const r of s.references) if (r.resolved && declaredAt.has(r.resolved)) out.add(r.resolved);
            }
            if (node.type !== "FunctionDeclaration" && node.type !== "FunctionExpression") {
              for (const r of scope.references) {
                const at = r.identifier.range[0];
                if (at >= node.range[0] && at < node.range[1] && r.resolved && declaredAt.has(r.resolved)) out.add(r.resolved);
              }
            }
            return out;
          };
          const closure = (v, seen) => {
            if (seen.has(v)) return;
            seen.add(v);
            const body = bodies.get(v.name);
            if (body) for (const u of usesOf(body)) closure(u, seen);
          };
          // references executed at definition time: in this scope or in functions invoked on the spot
          const immediate = [];
          for (const s of sc.scopeManager.scopes) {
            let up = s;
            let ok = true;
            while (up && up !== scope) {
              const fn = fnOf(up);
              if (fn && !isIife(fn)) ok = false;
              up = up.upper;
            }
            if (!ok || up !== scope) continue;
            for (const r of s.references) if (r.resolved && declaredAt.has(r.resolved)) immediate.push(r);
          }
          for (const r of immediate) {
            const at = r.identifier.range[0];
            const v = r.resolved;
            if (declaredAt.get(v) > at) {
              context.report({ node: r.identifier, message: `'${v.name}' is used before it is declared: on Espruino it does not exist yet here` });
              continue;
            }
            const parent = r.identifier.parent;
            const called = parent && (parent.type === "CallExpression" || parent.type === "NewExpression") && parent.callee === r.identifier;
            if (!called) continue;
            const reach = new Set();
            closure(v, reach);
            for (const u of reach) {
              if (declaredAt.get(u) > at) {
                context.report({
                  node: r.identifier,
                  message: `calling '${v.name}' here runs code that uses '${u.name}', which is declared later: on Espruino it does not exist yet`,
                });
                break;
              }
            }
          }
        }
      },
    };
  },
};

/**
 * Names Espruino's lexer reserves beyond ES5's keywords (src/jslex.h: LEX_R_LET ... LEX_R_OF):
 * valid ES5 names, but `var of`, `function of()`, a parameter `let` or `static` are syntax errors
 * on the device ("Got of expected ID", seen on 2v29; terser once named a function `of`). As
 * property names (`o.of`, `{static: 1}`) they are fine, and are not reported.
 */
const ESPRUINO_RESERVED = new Set(["of", "let", "const", "static", "class", "extends", "super", "undefined"]);

const reservedNames = {
  meta: { type: "problem", schema: [] },
  create(context) {
    return {
      Identifier(node) {
        if (!ESPRUINO_RESERVED.has(node.name)) return;
        const p = node.parent;
        const isProperty =
          (p.type === "MemberExpression" && p.property === node && !p.computed) ||
          (p.type === "Property" && p.key === node && !p.computed);
        // reading the global `undefined` is fine; declaring or assigning it is not
        const readsUndefined = node.name === "undefined" && !(p.type === "VariableDeclarator" && p.id === node) && !(p.type === "AssignmentExpression" && p.left === node) && !(p.type === "FunctionDeclaration" || p.type === "FunctionExpression");
        if (isProperty || readsUndefined) return;
        context.report({ node, message: `'${node.name}' is a reserved word on Espruino: as a name it is a syntax error on the device` });
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// THE RULES
// ---------------------------------------------------------------------------------------------

export const RULES = [
  {
    id: "es5-syntax",
    facts: [29],
    reason: "the bundle must parse as ES5 (acorn and espree, ecmaVersion 5) so it runs on every firmware",
    profile: "device",
    parse: true,
  },
  {
    id: "no-use-before-define",
    facts: [1, 2],
    reason: "function declarations and vars are not hoisted: they exist only once execution reaches them",
    profile: "device",
    create: espruinoUseBeforeDefine.create,
  },
  {
    id: "block-scoped-var",
    facts: [2],
    reason: "a var declared in a block that did not run is not defined afterwards",
    profile: "device",
    create: blockScopedVar.create,
  },
  {
    id: "espruino-reserved-names",
    facts: [29],
    reason: "Espruino's lexer reserves of, let, const, static, class, extends, super and undefined: they cannot name anything",
    profile: "device",
    create: reservedNames.create,
  },
  {
    id: "no-inner-declarations",
    facts: [1],
    reason: "a function declared in a block that did not run does not exist",
    profile: "device",
    eslint: ["no-inner-declarations", "functions", { blockScopedFunctions: "disallow" }],
  },
  {
    id: "no-labels",
    facts: [7],
    reason: "labelled statements (outer: for ...; break outer) are not supported",
    profile: "device",
    eslint: ["no-labels"],
  },
  {
    id: "restricted-globals",
    facts: [12],
    reason: "these globals do not exist on Espruino",
    profile: "device",
    forbid: {
      globals: {
        Map: "not on Espruino; use an object with string keys or parallel arrays",
        Set: "not on Espruino; use an object with string keys or an array",
        WeakMap: "not on Espruino; store the data on the object or in an array",
        WeakSet: "not on Espruino; use a flag property or an array",
        Symbol: "not on Espruino; use a string key",
        Reflect: "not on Espruino; use Object.* functions",
        Proxy: "not on Espruino",
        BigInt: "not on Espruino; use doubles (exact to 2^53) or 32-bit word pairs",
        BigInt64Array: "not on Espruino; use Int32Array pairs or Float64Array",
        BigUint64Array: "not on Espruino; use Uint32Array pairs or Float64Array",
      },
    },
  },
  {
    id: "restricted-properties",
    facts: [12],
    reason: "these static functions and constants are missing on Espruino",
    profile: "device",
    forbid: {
      members: Object.fromEntries(
        [
          ["Math.imul", "missing; (a*b)|0 is exact only while the product < 2^53 (fact 18), split into 16-bit halves"],
          ["Math.trunc", "missing; use x < 0 ? Math.ceil(x) : Math.floor(x)"],
          ["Math.log2", "missing; count shifts or use integer math"],
          ["Math.log10", "missing; use integer math"],
          ["Math.clz32", "missing; count with shifts by constants"],
          ["Math.hypot", "missing; use Math.sqrt(x*x + y*y)"],
          ["Math.cbrt", "missing"],
          ["Math.fround", "missing; store in a Float32Array"],
          ["Math.sinh", "missing"],
          ["Math.cosh", "missing"],
          ["Math.tanh", "missing"],
          ["Math.asinh", "missing"],
          ["Math.acosh", "missing"],
          ["Math.atanh", "missing"],
          ["Math.expm1", "missing"],
          ["Math.log1p", "missing"],
          ["Array.from", "missing; copy with a loop or [].slice.call(x)"],
          ["Array.of", "missing; use an array literal"],
          ["Object.freeze", "missing; do not rely on frozen objects"],
          ["Object.isFrozen", "missing"],
          ["Object.seal", "missing"],
          ["Object.preventExtensions", "missing"],
          ["Object.is", "missing; use === (there is no -0 on Espruino) and x !== x for NaN"],
          ["Number.isInteger", "missing; use typeof x === 'number' && Math.floor(x) === x"],
          ["Number.isFinite", "missing; use typeof x === 'number' && x - x === 0"],
          ["Number.isNaN", "missing; use x !== x"],
          ["Number.isSafeInteger", "missing; compare with a literal 9007199254740991"],
          ["Number.MAX_SAFE_INTEGER", "missing (undefined); use the literal 9007199254740991"],
          ["Number.MIN_SAFE_INTEGER", "missing (undefined); use the literal -9007199254740991"],
          ["Number.EPSILON", "missing (undefined)"],
          ["Date.UTC", "missing; timezone offset is 0 on Espruino unless set, build the Date from components"],
        ].map(([k, v]) => [k, `${v} (Espruino)`]),
      ),
    },
  },
  {
    id: "missing-methods",
    facts: [12],
    reason: "these instance methods are missing on Espruino (on arrays and/or strings, numbers, dates)",
    profile: "device",
    forbid: {
      methods: {
        lastIndexOf: "missing on arrays and typed arrays on Espruino (strings have it); loop backwards",
        reduceRight: "missing on Espruino; loop backwards",
        flat: "missing on Espruino",
        flatMap: "missing on Espruino",
        codePointAt: "missing on Espruino; use charCodeAt",
        localeCompare: "missing on Espruino; compare with < and >",
        normalize: "missing on Espruino",
        at: "missing on Espruino; use x[i] / x[x.length - 1]",
        search: "missing on Espruino; use indexOf or regex.exec",
        toPrecision: "missing on Espruino; format with integer math",
        toExponential: "missing on Espruino; format with integer math",
        toLocaleString: "missing on Espruino",
        toLocaleDateString: "missing on Espruino",
        toLocaleTimeString: "missing on Espruino",
        toDateString: "missing on Espruino; build from getFullYear/getMonth/getDate",
        trimStart: "missing on Espruino; use trim or a loop",
        trimEnd: "missing on Espruino; use trim or a loop",
        keys: { message: "missing on arrays on Espruino (only Object.keys exists)", allowOn: ["Object"] },
        values: { message: "missing on arrays on Espruino (only Object.values exists)", allowOn: ["Object"] },
        entries: { message: "missing on arrays on Espruino (only Object.entries exists)", allowOn: ["Object"] },
      },
    },
  },
  {
    id: "builtin-prototype-method",
    facts: [3],
    reason: "built-in methods read as undefined through X.prototype (only Object.prototype.hasOwnProperty works)",
    profile: "device",
    create: builtinPrototypeMethod.create,
  },
  {
    id: "builtin-prototype-write",
    facts: [4],
    reason: "assigning Builtin.prototype.name overrides the native method of that name",
    profile: "device",
    create: builtinPrototypeWrite.create,
  },
  {
    id: "no-length-write",
    facts: [10],
    reason: "arr.length = n (and +=, ++) throws 'Assignment to a constant'",
    profile: "device",
    create: noLengthWrite.create,
  },
  {
    id: "integer-literals",
    facts: [19],
    reason: "decimal literals are parsed inexactly (DESIGN.md: 1e-7 lands 2 ulps off); build constants from integers (20/19)",
    profile: "device",
    create: integerLiterals.create,
  },
  {
    id: "shift-count",
    facts: [18],
    reason: "shift counts are not masked to 0..31 (DESIGN.md; a plain C shift in jsvMathsOp); shift only by a constant 0..31 or (n & 31)",
    profile: "device",
    create: shiftCount.create,
  },
  {
    id: "return-newline",
    facts: [7],
    reason: "'return' followed by a newline returns the next line's value; a bare 'return' ending a function from inside an if, else or loop throws 'Unexpected end of Input' (2v29, docs/espruino-notes.md)",
    profile: "device",
    create: returnNewline.create,
  },
  {
    id: "member-sequence",
    facts: [29],
    reason: "Espruino parses one expression between a computed member's brackets: `s[a, b]` is \"Got ',' expected ']'\" (observed in 2v29; docs/espruino-notes.md)",
    profile: "device",
    create: memberSequence.create,
  },
  {
    id: "ts-helpers",
    facts: [1, 2, 3],
    reason: "TypeScript's __extends/__spreadArray/... helpers rely on hoisting or on X.prototype.method",
    profile: "device",
    create: tsHelpers.create,
  },
  {
    id: "json-replacer",
    facts: [24],
    reason: "JSON.stringify ignores a replacer function (and array)",
    profile: "device",
    create: jsonReplacer.create,
  },
  {
    id: "json-in-text",
    facts: [24],
    reason: "JSON.stringify(undefined) is the text \"null\" on Espruino (undefined on Node), so texts built with it differ",
    profile: "device",
    create: jsonInText.create,
  },
  {
    id: "instanceof-error",
    facts: [27],
    reason: "runtime errors are plain Errors and Error-subclass instanceof is unreliable; tag errors with a field",
    profile: "device",
    create: instanceofError.create,
  },
  {
    id: "ascii-strings",
    facts: [26],
    reason: "strings are 8-bit on these builds: \\u20ac becomes char 172",
    profile: "device",
    create: asciiStrings.create,
  },
  {
    id: "no-toFixed",
    facts: [16],
    reason: "toFixed rounds differently ((2.5).toFixed(0) is 2); format with integer math",
    profile: "device",
    forbid: {
      methods: { toFixed: "rounds differently on Espruino ((2.5).toFixed(0) is '2', (1.45).toFixed(1) is '1.5'); format with integer math" },
    },
  },
  {
    id: "determinism",
    facts: [17, 19, 22],
    reason: "the engine must give the same bits on Node and the device: no approximate or random built-ins",
    profile: "engine",
    forbid: {
      members: {
        // one allowed: the roll's estimate (src/engine/sifni/curve.ts), checked against the
        // fixed point with a margin; tests/gate/estimate-only.test.ts pins where it is
        "Math.pow": {
          message: "approximate on Espruino (pow(2,53) is 9007199254740986; non-integer y is exp(log(x)*y)); use integer/fixed-point math",
          upTo: 1,
        },
        "Math.exp": "not bit-identical between Espruino and V8; use the engine's fixed-point functions",
        "Math.log": "not bit-identical between Espruino and V8; use the engine's fixed-point functions",
        "Math.sqrt": "not allowed in the engine (determinism); use integer math",
        "Math.random": "not seeded; use the engine's PRNG",
        "Math.round": "rounds -1.5 to -2 on Espruino (V8: -1); use Math.floor(x + 1/2) or integer math",
        "Math.sin": "~1e-8 error on Pixl.js (fact 22); not deterministic",
        "Math.cos": "~1e-8 error on Pixl.js (fact 22); not deterministic",
        "Math.tan": "~1e-8 error on Pixl.js (fact 22); not deterministic",
        "Math.asin": "trig is not bit-identical across builds (fact 22)",
        "Math.acos": "trig is not bit-identical across builds (fact 22)",
        "Math.atan": "trig is not bit-identical across builds (fact 22)",
        "Math.atan2": "trig is not bit-identical across builds (fact 22)",
      },
      globals: {
        parseFloat: "decimal parsing is inexact on Espruino; parse integers (parseInt) and divide",
      },
    },
  },
];

/** The ESLint plugin: one ESLint rule per gate rule (except the parse rule), named by gate id. */
export const PLUGIN_NAME = "espruino";

function eslintRuleFor(rule) {
  if (rule.eslint) {
    const core = builtinRules.get(rule.eslint[0]);
    if (!core) throw new Error(`espruino-gate: no core ESLint rule ${rule.eslint[0]}`);
    return core;
  }
  if (rule.forbid) return forbid(rule.forbid);
  if (rule.create) return { meta: { type: "problem", schema: [] }, create: rule.create };
  throw new Error(`espruino-gate: rule ${rule.id} has no check`);
}

export const plugin = {
  meta: { name: "espruino-gate" },
  rules: Object.fromEntries(RULES.filter((r) => !r.parse).map((r) => [r.id, eslintRuleFor(r)])),
};

/** Rules active in a profile ("device" or "engine"). */
export function rulesFor(profile) {
  const groups = PROFILES[profile];
  if (!groups) throw new Error(`espruino-gate: unknown profile ${JSON.stringify(profile)} (use ${Object.keys(PROFILES).join(" or ")})`);
  return RULES.filter((r) => groups.includes(r.profile));
}

/** ESLint flat config array for a profile. */
export function eslintConfig(profile) {
  const rules = {};
  for (const r of rulesFor(profile)) {
    if (r.parse) continue;
    rules[`${PLUGIN_NAME}/${r.id}`] = ["error", ...(r.eslint ? r.eslint.slice(1) : [])];
  }
  return [
    {
      files: ["**/*"],
      languageOptions: { ecmaVersion: 5, sourceType: "script", parserOptions: {} },
      linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: "off" },
      plugins: { [PLUGIN_NAME]: plugin },
      rules,
    },
  ];
}
