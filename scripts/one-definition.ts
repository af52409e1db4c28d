// The guard behind "the HTTP edge defined once" (issue 39): every Edge Function's request, answer
// and error codes are its contract in packages/validation/src/function-contracts/, read by the
// functions' frame (supabase/functions/_shared/post-endpoint.ts) and the site's fetch helper
// (apps/site/src/lib/callFunction.ts). This finds, in the source files outside the contracts
// (tests, fakes and benches aside), the ways a second definition has been written before:
//
// - contract: a zod object schema, an interface or an object type that lists the fields of a
//   contract's request or answer (all of them, at least two): a second schema or type of it; and
//   a `functionContract(` call outside the contracts.
// - body: a request body read by hand in a function (`readJsonBody(`, `.json()` and its kin on
//   the request or a clone of it, whatever the parameter is named; an `isRecord` helper), or a function called by hand from the site (`/functions/v1/`,
//   `functionUrl(`, supabase-js's `functions.invoke(`) outside the fetch helper.
// - code: an error code of the contracts as a string literal, except where the compiler checks
//   it against the contracts' codes: the first argument of `new HttpError(`, a literal type, a
//   value of a declaration typed with `ErrorCode`, a comparison with a `.code`.
//
// Syntax only (the TypeScript parser, no type checker).
import ts from 'typescript';
import { findingsOf } from './guard-findings.ts';

const CONTRACTS = 'packages/validation/src/function-contracts/';
/** The one place a function's body is read, and the one place the site calls a function. */
const BODY_READER = 'supabase/functions/_shared/request.ts';
const FETCH_HELPER = new Set([
  'apps/site/src/lib/callFunction.ts',
  // the helper's URL and headers, apart so the landing page's preflight does not load the helper
  'apps/site/src/lib/functionAddress.ts',
]);
/** Files that may build a function's URL themselves. (path: why) */
export const URL_BUILDERS: Record<string, string> = {
  'apps/site/src/features/voice-session/voiceCallPreflight.ts':
    "an OPTIONS request ahead of the tap, with the helper's URL and headers (no call)",
};

/** What a contract's schemas name: the top-level fields of its request and of its answer. */
export interface ContractFields {
  name: string;
  fieldSets: readonly (readonly string[])[];
}

/** Source files the guard reads: code, not tests, fakes, benches or generated types. */
export function isScanned(path: string): boolean {
  if (!/\.(ts|tsx)$/.test(path) || /\.d\.ts$/.test(path)) return false;
  if (
    !/^(apps\/site\/src|supabase\/functions|packages\/(voice-client|validation)\/src)\//.test(path)
  ) {
    return false;
  }
  if (/(\.test|\.spec|_test)\.(ts|tsx)$/.test(path)) return false;
  if (/(^|\/)(test|testing|_testing|generated)\//.test(path)) return false;
  return !path.startsWith(CONTRACTS);
}

function propertyNames(members: readonly ts.Node[]): string[] {
  return members.flatMap((member) => {
    const name = (member as { name?: ts.Node }).name;
    return name && (ts.isIdentifier(name) || ts.isStringLiteralLike(name)) ? [name.text] : [];
  });
}

/** The type a declaration states (`const x: T = ...`, `... satisfies T`), as written. */
function declaredType(node: ts.Node, source: ts.SourceFile): string {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (ts.isSatisfiesExpression(at) || ts.isAsExpression(at)) return at.type.getText(source);
    if ((ts.isVariableDeclaration(at) || ts.isPropertyDeclaration(at)) && at.type) {
      return at.type.getText(source);
    }
    if (ts.isStatement(at)) return '';
  }
  return '';
}

/** Each second definition of the edge in one file, as `path:line: rule: text`. */
export function secondDefinitions(
  path: string,
  text: string,
  contracts: readonly ContractFields[],
  codes: readonly string[],
): string[] {
  const known = new Set(codes);
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const { found, report } = findingsOf(path, source);
  // every field of a request or an answer (at least two), and not many more: a copy of it
  const listsContract = (names: readonly string[]) => {
    const present = new Set(names);
    return contracts.some(({ fieldSets }) =>
      fieldSets.some(
        (fields) =>
          fields.length >= 2 &&
          present.size <= 2 * fields.length &&
          fields.every((f) => present.has(f)),
      ),
    );
  };
  const isFunctionFile = path.startsWith('supabase/functions/');
  const isSiteFile = path.startsWith('apps/site/src/');
  const readsRequestBody = bodyReadOfRequest(source);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const [first] = node.arguments;
      if (
        /(^|\.)(object|strictObject|looseObject)$/.test(callee) &&
        first &&
        ts.isObjectLiteralExpression(first) &&
        listsContract(propertyNames(first.properties))
      ) {
        report(node, 'contract');
      }
      if (/(^|\.)functionContract$/.test(callee)) report(node, 'contract');
      if (isFunctionFile && path !== BODY_READER && /(^|\.)readJsonBody$/.test(callee)) {
        report(node, 'body');
      }
      if (isFunctionFile && readsRequestBody.test(callee)) report(node, 'body');
      if (isSiteFile && !FETCH_HELPER.has(path) && !(path in URL_BUILDERS)) {
        if (/(^|\.)functionUrl$/.test(callee) || /\.functions\.invoke$/.test(callee)) {
          report(node, 'body');
        }
      }
    } else if (
      (ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node)) &&
      listsContract(propertyNames(node.members))
    ) {
      report(node, 'contract');
    } else if (
      isFunctionFile &&
      (ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node)) &&
      node.name?.getText(source) === 'isRecord'
    ) {
      report(node, 'body');
    } else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      if (isSiteFile && !FETCH_HELPER.has(path) && node.text.includes('/functions/v1/')) {
        report(node, 'body');
      }
      if (ts.isStringLiteralLike(node) && known.has(node.text) && !checkedCode(node, source)) {
        report(node, 'code');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * What a call reading a request's body by hand looks like in this file: `.json()`, `.text()`,
 * `.formData()`, `.arrayBuffer()` or `.blob()` on `req`, `request` or any parameter typed
 * `Request`, or on a `.clone()` of one.
 */
function bodyReadOfRequest(source: ts.SourceFile): RegExp {
  const names = new Set(['req', 'request']);
  const collect = (node: ts.Node) => {
    if (ts.isParameter(node) && node.type?.getText(source) === 'Request') {
      names.add(node.name.getText(source));
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  const receiver = `(${[...names].join('|')})(\\.clone\\(\\))?`;
  return new RegExp(`^${receiver}\\.(json|text|formData|arrayBuffer|blob)$`);
}

/** A code literal the compiler checks against the contracts' codes. */
function checkedCode(node: ts.StringLiteralLike, source: ts.SourceFile): boolean {
  const parent = node.parent;
  if (ts.isLiteralTypeNode(parent)) return true;
  if (ts.isNewExpression(parent) && parent.arguments?.[0] === node) {
    return parent.expression.getText(source) === 'HttpError';
  }
  if (ts.isBinaryExpression(parent) && /^[!=]==?$/.test(parent.operatorToken.getText(source))) {
    const other = parent.left === node ? parent.right : parent.left;
    return ts.isPropertyAccessExpression(other) && other.name.text === 'code';
  }
  return /ErrorCode\b/.test(declaredType(node, source));
}
