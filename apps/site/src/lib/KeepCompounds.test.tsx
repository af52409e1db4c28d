import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { KeepCompounds } from './KeepCompounds.tsx';

describe('KeepCompounds', () => {
  test.each([
    ['meno, e-mail a telefón', ['e-mail']],
    ['odvolať e-mailom alebo E-shopom', ['e-mailom', 'E-shopom']],
    ['re-mail a tele-fón', []],
  ])('%s: the e- compounds in nowrap spans, the hyphen ordinary', (text, kept) => {
    const { container } = render(
      <p>
        <KeepCompounds text={text} />
      </p>,
    );
    expect(container.textContent).toBe(text);
    expect(
      [...container.querySelectorAll('span.whitespace-nowrap')].map((s) => s.textContent),
    ).toEqual(kept);
    expect(container.textContent).not.toContain('\u2011');
  });
});
