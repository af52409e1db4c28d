// The guard behind "one runtime check of the voice socket's messages": the messages both ways are
// zod/mini schemas in packages/platform-api/src/voiceSocket/messages.ts, and every producer and
// consumer imports them. This finds, in the source files outside that one definition (tests,
// fakes and benches aside), the ways a second check of the same shapes has been written before:
//
// - list: an array literal or object literal that names two or more message types, one of them
//   hyphenated (`['transcript', 'conversation-update', ...]`, `new Set(['add-message', 'control'])`,
//   `{ 'speech-update': schema, transcript: schema }`): a second list of the types.
// - schema: a message type as the argument of `literal(...)` (`z.literal('say')`) or a
//   hyphenated one as the argument of any call (`base('user-interrupted')`): a second schema.
// - raw type: a message type compared with a bare `type` variable (`type === 'hangup'`), the
//   shape of a hand-written check of an unparsed object's `type`.
// - field: `typeof x.transcript` (or `transcriptType`, `toolCallResult`, `turnId`,
//   `triggerResponseEnabled`): a hand-written check of a message's field.
// - sanitise: `sanitizeTranscript(` anywhere but the voice client's parseServerMessage.ts
//   (transcripts are cleaned once, for every reader of the client's `message` event).
//
// Allowed, because they read messages already parsed: type positions (unions of literal types,
// `Extract<...>`), `message.type === 'transcript'` and `case 'say':` on a parsed message (the
// compiler checks those literals against the inferred types), and object literals that build one
// message (`{ type: 'say', message }`). Syntax only (the TypeScript parser, no type checker):
// what a checker would be needed for (`record.type === 'transcript'` on an unparsed record) is not
// caught on its own, but such a check comes with a field check or a list, which are.
import ts from 'typescript';
import { findingsOf } from './guard-findings.ts';

const DEFINITION = 'packages/platform-api/src/voiceSocket/messages.ts';
const SANITISER_HOME = 'packages/voice-client/src/core/parseServerMessage.ts';
const CHECKED_FIELDS = new Set([
  'transcript',
  'transcriptType',
  'toolCallResult',
  'turnId',
  'triggerResponseEnabled',
]);

/** Source files the guard reads: code, not tests, fakes, benches or generated types. */
export function isScanned(path: string): boolean {
  if (!/\.(ts|tsx|js|mjs)$/.test(path) || /\.d\.ts$/.test(path)) return false;
  if (!/^(apps|packages|tools|assistant|examples|supabase\/functions)\//.test(path)) return false;
  if (/(\.test|\.spec|_test)\.(ts|tsx)$/.test(path)) return false;
  if (/(^|\/)(test|tests|testing|_testing|playwright|bench|generated|dist)\//.test(path)) {
    return false;
  }
  // The functions' server messages (Vapi's webhooks to the server URL: `status-update`,
  // `end-of-call-report`, `tool-calls`) are another contract that shares a name, not the
  // socket's: defined once in platform-api's serverMessages, read by vapi-events.
  if (path.startsWith('packages/platform-api/src/serverMessages/')) return false;
  if (path.startsWith('supabase/functions/vapi-events/')) return false;
  if (path === 'tools/local-stack/src/vapi-call-events.ts') return false;
  return path !== DEFINITION;
}

/** Each second check of the socket's message shapes in one file, as `path:line: rule: text`. */
export function secondChecks(path: string, text: string, types: readonly string[]): string[] {
  const known = new Set(types);
  // Most files name no message type, no checked field and no sanitiser: not parsed at all.
  const quoted = types.map((type) => `['"\`]${type}['"\`]`).join('|');
  const fields = [...CHECKED_FIELDS].join('|');
  if (!new RegExp(`${quoted}|\\.(${fields})\\b|sanitizeTranscript`).test(text)) return [];
  const isType = (node: ts.Node): node is ts.StringLiteralLike =>
    ts.isStringLiteralLike(node) && known.has(node.text);
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const { found, report } = findingsOf(path, source);
  const listed = (names: string[]) => {
    const distinct = new Set(names.filter((name) => known.has(name)));
    return distinct.size >= 2 && [...distinct].some((name) => name.includes('-'));
  };
  const visit = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node)) {
      const names = node.elements.filter(ts.isStringLiteralLike).map((e) => e.text);
      if (listed(names)) report(node, 'list');
    } else if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.flatMap((p) =>
        p.name && (ts.isIdentifier(p.name) || ts.isStringLiteralLike(p.name)) ? [p.name.text] : [],
      );
      if (listed(names)) report(node, 'list');
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      for (const argument of node.arguments) {
        if (!isType(argument)) continue;
        if (/(^|\.)literal$/.test(callee) || argument.text.includes('-')) report(node, 'schema');
      }
    } else if (
      ts.isBinaryExpression(node) &&
      /^[!=]==?$/.test(node.operatorToken.getText(source))
    ) {
      const [literal, other] = isType(node.right)
        ? [node.right, node.left]
        : isType(node.left)
          ? [node.left, node.right]
          : [];
      if (literal && other && ts.isIdentifier(other) && other.text === 'type') {
        report(node, 'raw type');
      }
    } else if (ts.isTypeOfExpression(node)) {
      const inner = node.expression;
      if (ts.isPropertyAccessExpression(inner) && CHECKED_FIELDS.has(inner.name.text)) {
        report(node, 'field');
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'sanitizeTranscript' &&
      path !== SANITISER_HOME &&
      !path.startsWith('packages/validation/')
    ) {
      report(node, 'sanitise');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
