// The screens issue 37's specs run at: a phone (390x844), the narrowest (320 px) and a laptop
// (1366x768). Each size is set on its describe, so the desktop project runs them all and the
// mobile project none (its own screen would only repeat one of them).
import { test } from './fixtures.ts';

export const VISITOR_SIZES = [
  { name: '390x844', viewport: { width: 390, height: 844 } },
  { name: '320 px', viewport: { width: 320, height: 640 } },
  { name: '1366x768', viewport: { width: 1366, height: 768 } },
] as const;

/** `body` once per size, in a describe of its own with that viewport (desktop project only). */
export function atEachSize(body: (size: (typeof VISITOR_SIZES)[number]) => void) {
  for (const size of VISITOR_SIZES) {
    test.describe(`at ${size.name}`, () => {
      test.use({ viewport: size.viewport });
      test.beforeEach(({ browserName: _browser }, info) => {
        test.skip(info.project.name === 'mobile', 'the sizes are set above');
      });
      body(size);
    });
  }
}
