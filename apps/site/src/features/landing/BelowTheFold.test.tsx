import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { BelowTheFold } from './BelowTheFold.tsx';

// BelowTheFold hydrates later (lib/hydrateLater.tsx): React drops a click on it until its code is
// there, so it must hold nothing a visitor can click, press or focus.
const CONTROLS =
  'a, button, input, select, textarea, summary, details, label, [tabindex], [contenteditable], [role="button"], [role="link"]';

describe('<BelowTheFold />', () => {
  test('"Ako to funguje" and the selling points, with no controls', () => {
    const { container } = render(<BelowTheFold />);
    expect(container.querySelector('#how-title')).toHaveTextContent('Ako to funguje');
    expect(container.querySelector('#benefits-title')).not.toBeNull();
    expect([...container.querySelectorAll(CONTROLS)].map((el) => el.outerHTML)).toEqual([]);
  });
});
