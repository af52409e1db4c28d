import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { App } from './App.tsx';

test('renders the product name', () => {
  render(<App />);
  expect(screen.getByRole('main')).toHaveTextContent('AI hlasový asistent');
});
