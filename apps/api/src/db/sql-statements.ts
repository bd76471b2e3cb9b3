/**
 * Splits a SQL script into its statements at the semicolons that end them: not those inside a quoted
 * string or identifier, a dollar-quoted body (`$function$ … $function$`) or a comment. Each statement is
 * sent on its own, because a parameterised query (PGlite's, and drizzle's execute) takes one statement.
 * Comments stay with the statement they precede; a trailing part with nothing but comments is dropped.
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const statement = script.slice(start, end).trim();
    if (hasCode(statement)) statements.push(statement);
    start = end + 1;
  };
  while (i < script.length) {
    const char = script[i];
    const next = script[i + 1];
    if (char === '-' && next === '-') {
      i = endOf(script.indexOf('\n', i), script);
    } else if (char === '/' && next === '*') {
      i = endOf(script.indexOf('*/', i + 2), script) + 2;
    } else if (char === "'" || char === '"') {
      i = closingQuote(script, i, char) + 1;
    } else if (char === '$') {
      const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(i))?.[0];
      i = tag ? endOf(script.indexOf(tag, i + tag.length), script) + tag.length : i + 1;
    } else {
      if (char === ';') push(i);
      i += 1;
    }
  }
  push(script.length);
  return statements;
}

const endOf = (index: number, script: string) => (index === -1 ? script.length : index);

/** The index of the quote that closes the one at `open` (a doubled quote is an escaped one). */
function closingQuote(script: string, open: number, quote: string): number {
  let i = open + 1;
  for (;;) {
    const found = script.indexOf(quote, i);
    if (found === -1) return script.length;
    if (script[found + 1] !== quote) return found;
    i = found + 2;
  }
}

/** Whether a piece of script holds more than whitespace and comments. */
const hasCode = (piece: string) =>
  piece
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/--[^\n]*/g, '')
    .trim().length > 0;
