import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { routerProductionBuild } from './routerProductionBuild.ts';
import { shakeableRouterCode } from './routerTreeShaking.ts';

describe('shakeableRouterCode', () => {
  test('marks the React factory calls pure, drops display names, moves contextType into the class', () => {
    const code = [
      'var DataRouterContext = React.createContext(null);',
      'DataRouterContext.displayName = "DataRouter";',
      'var Link = React10.forwardRef(function LinkWithRef() {});',
      'var Memo = React3.memo(DataRoutes2);',
      'var Boundary = class extends React2.Component {',
      '};',
      'Boundary.contextType = RSCRouterContext;',
      'function f() {',
      '  inner.displayName = "kept";',
      '}',
    ].join('\n');
    expect(shakeableRouterCode(code).split('\n')).toEqual([
      'var DataRouterContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});',
      'var Memo = /* @__PURE__ */ React3.memo(DataRoutes2);',
      'var Boundary = class extends React2.Component { static contextType = RSCRouterContext;',
      '};',
      '',
      'function f() {',
      '  inner.displayName = "kept";',
      '}',
    ]);
  });

  test("rewrites the installed react-router's production module", () => {
    const alias = routerProductionBuild().find((a) => String(a.find) === String(/^react-router$/));
    const index = readFileSync(alias?.replacement as string, 'utf8');
    const chunks = [...index.matchAll(/from "(\.\/chunk-[\w-]+\.mjs)"/g)].map(
      (m) => m[1] as string,
    );
    const code = chunks
      .map((chunk) => readFileSync(new URL(chunk, `file://${alias?.replacement}`), 'utf8'))
      .join('\n');
    const shaken = shakeableRouterCode(code);
    expect(shaken).not.toMatch(/^\w+\.(displayName|contextType) = /m);
    expect(shaken).toContain('static contextType = RSCRouterContext;');
    expect(shaken).toContain('/* @__PURE__ */ React.createContext(');
    expect(shaken).toContain('/* @__PURE__ */ React10.forwardRef(');
  });
});
