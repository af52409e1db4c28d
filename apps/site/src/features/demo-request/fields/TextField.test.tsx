import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { TextField } from './TextField.tsx';

const base = { name: 'phone', label: 'Telefónne číslo', value: '', onChange: () => {} };

describe('<TextField />', () => {
  test('a hint line is read with the field', () => {
    render(<TextField {...base} hint="Voláme na slovenské a české čísla." />);
    expect(screen.getByLabelText('Telefónne číslo')).toHaveAccessibleDescription(
      'Voláme na slovenské a české čísla.',
    );
  });

  test('with an error: hint first, then the error; the field is invalid', () => {
    render(<TextField {...base} hint="Nápoveda." error="Neplatný formát telefónneho čísla" />);
    const input = screen.getByLabelText('Telefónne číslo');
    expect(input).toHaveAccessibleDescription('Nápoveda. Neplatný formát telefónneho čísla');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  test('without hint or error there is no description', () => {
    render(<TextField {...base} />);
    expect(screen.getByLabelText('Telefónne číslo')).not.toHaveAttribute('aria-describedby');
  });
});
