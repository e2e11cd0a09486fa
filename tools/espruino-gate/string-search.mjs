// Espruino 2v29's substring search reports a match where the text ends with the start of the
// searched string: ",diffuse,".indexOf(",area,") is 8, "abc".includes("cd") is true and
// "abc".replace("cd", "X") gives "abX" (jswrap_string_indexOf compares up to the end of the text
// only). The bundle is minified JS without types, so this check runs on the TypeScript sources:
// it lists every indexOf, lastIndexOf, includes or replace called on a string (replace only with
// a string pattern; regular expressions are searched correctly), except with a needle of at most
// one character (a one-character literal, s.charAt(i), String.fromCharCode(c), a constant of one
// character or a const holding one of these), which cannot run past the end. Shipped code uses
// textIndex (src/engine/format/text-index.ts) instead.
import ts from "typescript";

const SEARCHES = new Set(["indexOf", "lastIndexOf", "includes", "replace"]);

/** Whether a string-literal type (or a union of them) has only texts of at most one character. */
function oneCharacterType(t) {
  const parts = t.isUnion() ? t.types : [t];
  return parts.every((u) => u.isStringLiteral() && u.value.length <= 1);
}

/**
 * Whether the needle is at most one character: a one-character literal, s.charAt(i),
 * String.fromCharCode(c), an expression whose type is such a literal or a union of them
 * (`const FS = "\x1f"`, `q.kind`), or a const initialised with one of these (`const c = s.charAt(i)`).
 */
function oneCharacter(arg, checker) {
  if (ts.isStringLiteral(arg)) return arg.text.length === 1;
  // any expression typed so (q.kind: "c" | "C" | ...)
  if (oneCharacterType(checker.getTypeAtLocation(arg))) return true;
  if (ts.isIdentifier(arg)) {
    const sym = checker.getSymbolAtLocation(arg);
    const decl = sym && sym.valueDeclaration;
    if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer) return false;
    return (ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const) !== 0 && oneCharacter(decl.initializer, checker);
  }
  if (!ts.isCallExpression(arg) || !ts.isPropertyAccessExpression(arg.expression)) return false;
  const name = arg.expression.name.text;
  return name === "charAt" || (name === "fromCharCode" && arg.arguments.length === 1 && arg.expression.expression.getText() === "String");
}

/** [{file, line, method}] for each string search in the program's source files under `under`. */
export function stringSearches(program, under) {
  const checker = program.getTypeChecker();
  const found = [];
  for (const sf of program.getSourceFiles()) {
    // text-index.ts is the one place that calls indexOf on a string, and corrects it
    if (sf.isDeclarationFile || !sf.fileName.includes(under) || sf.fileName.endsWith("/format/text-index.ts")) continue;
    const visit = (node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && SEARCHES.has(node.expression.name.text)) {
        const method = node.expression.name.text;
        const t = checker.getTypeAtLocation(node.expression.expression);
        const onString = (t.flags & ts.TypeFlags.StringLike) !== 0 || (t.isUnion() && t.types.every((u) => (u.flags & ts.TypeFlags.StringLike) !== 0));
        const regexPattern = method === "replace" && node.arguments.length > 0 && !((checker.getTypeAtLocation(node.arguments[0]).flags & ts.TypeFlags.StringLike) !== 0);
        if (onString && !regexPattern && !(node.arguments.length > 0 && oneCharacter(node.arguments[0], checker))) {
          const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
          found.push({ file: sf.fileName, line: line + 1, method });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}
