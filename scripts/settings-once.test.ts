// One default per setting: the settings catalogue of @hlasovy-asistent/validation (FUNCTION_SETTINGS,
// its LIMIT_SETTINGS) gives each setting's range and default, and the functions and the assistant
// read them from it (integerSetting). A default or a range written beside a setting's name
// elsewhere in the product code is a second one, as the assistant's VOICE_SILENCE_TIMEOUT_SECONDS
// once was (20, 5-600, against the catalogue's 30, 10-3600):
//
// - a call naming a catalogued setting with a range (two numbers) or a `DEFAULT_*` constant
//   beside it (`wholeNumber(env, 'VOICE_SILENCE_TIMEOUT_SECONDS', 5, 600, DEFAULT_SILENCE)`; one
//   number is the span of a rate limit, `rule(env, 'CHAT_MAX_PER_HOUR', 3_600)`);
// - `?? value` / `|| value` after reading a catalogued setting, the value written out
//   (`env.CHAT_MAX_TURNS ?? '20'`; a shared constant, `?? DEFAULT_BOOKING_HOURS`, is the
//   catalogue's own).
//
// The product code is the site, the packages, the assistant and the functions; the local
// stand-ins of tools/ choose their own values for what cannot run offline (Daily's calls).
// The site's public settings that mirror a function setting (`mirrors:` in
// apps/site/src/publicSettings.ts) keep their own default, held equal to the catalogue's by
// publicSettings.test.ts and on deploy by build/publicSettingsCheck.ts: they are not read here.
import { FUNCTION_SETTINGS } from '@hlasovy-asistent/validation';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { findingsInRepository } from './guard-findings.ts';

const CATALOGUE = 'packages/validation/src/settings/';
const NAMES = new Set(FUNCTION_SETTINGS.map((spec) => spec.name));

function isProduct(path: string): boolean {
  if (!/\.(ts|tsx)$/.test(path) || /\.d\.ts$/.test(path)) return false;
  if (!/^(apps|packages|assistant|supabase\/functions)\//.test(path)) return false;
  if (/(\.test|\.spec|_test)\.(ts|tsx)$/.test(path)) return false;
  if (/(^|\/)(test|testing|_testing|playwright|webdriver|bench|generated)\//.test(path)) {
    return false;
  }
  return !path.startsWith(CATALOGUE);
}

const namesSetting = (node: ts.Node): boolean => {
  let found = false;
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteralLike(n) && NAMES.has(n.text)) found = true;
    else if (ts.isPropertyAccessExpression(n) && NAMES.has(n.name.text)) found = true;
    if (!found) ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
};

const isNumber = (node: ts.Node): boolean =>
  ts.isNumericLiteral(node) ||
  (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand));
const isDefaultConstant = (node: ts.Node): boolean =>
  (ts.isIdentifier(node) && /^DEFAULT_/.test(node.text)) ||
  (ts.isPropertyAccessExpression(node) && /^DEFAULT_/.test(node.name.text));

/** Each second default or range of a catalogued setting in one file, as `path:line: text`. */
function secondDefaults(path: string, text: string): string[] {
  if (![...NAMES].some((name) => text.includes(name))) return [];
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path}:${line + 1}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 120)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const named = node.arguments.some((a) => ts.isStringLiteralLike(a) && NAMES.has(a.text));
      const numbers = node.arguments.filter(isNumber).length;
      if (named && (numbers >= 2 || node.arguments.some(isDefaultConstant))) report(node);
    }
    if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
        node.operatorToken.kind === ts.SyntaxKind.BarBarToken) &&
      namesSetting(node.left) &&
      (ts.isStringLiteralLike(node.right) || isNumber(node.right))
    ) {
      report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('secondDefaults: what a second default of a setting looks like', () => {
  test.each([
    [
      'a range and a default beside the name',
      `const s = wholeNumber(env, 'VOICE_SILENCE_TIMEOUT_SECONDS', 5, 600, DEFAULT_SILENCE);`,
    ],
    ['a fallback after reading it', `const turns = Number(env.CHAT_MAX_TURNS ?? '20');`],
    ['a fallback after a named read', `const d = read(env, 'SCHEDULE_MAX_DAYS') || 30;`],
  ])('%s is found', (_title, code) => {
    expect(secondDefaults('assistant/src/x.ts', code)).toHaveLength(1);
  });

  test('reading the catalogue, and numbers of other things, are not', () => {
    const code = [
      `const s = integerSetting(env, 'VOICE_SILENCE_TIMEOUT_SECONDS');`,
      `const backstop = s + 10;`,
      `const limit = rule(env, 'CHAT_MAX_PER_HOUR', 3_600);`,
      `const hours = text(env, 'BOOKING_HOURS') ?? DEFAULT_BOOKING_HOURS;`,
      `const x = other(env, 'NOT_A_SETTING', 5);`,
    ].join('\n');
    expect(secondDefaults('supabase/functions/_shared/x.ts', code)).toEqual([]);
    expect(isProduct(`${CATALOGUE}LIMIT_SETTINGS.ts`)).toBe(false);
  });
});

test('every setting has its default once, in the catalogue', () => {
  expect(NAMES.has('VOICE_SILENCE_TIMEOUT_SECONDS')).toBe(true);
  const found = findingsInRepository(isProduct, secondDefaults);
  expect(found).toEqual([]);
}, 120_000);
