import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { closeWindow, GdprPage } from './index.ts';

describe('closeWindow', () => {
  test.each([
    ['the browser closes the window', true, 0],
    ['closing is not allowed (not opened by script)', false, 1],
  ])('%s -> home navigations: %i', (_title, closes, homeCalls) => {
    const win = {
      closed: false,
      close: vi.fn(() => {
        win.closed = closes;
      }),
    };
    const goHome = vi.fn();
    closeWindow(win, goHome);
    expect(win.close).toHaveBeenCalledTimes(1);
    expect(goHome).toHaveBeenCalledTimes(homeCalls);
  });

  test('a throwing close() also falls back to home', () => {
    const goHome = vi.fn();
    closeWindow(
      {
        closed: false,
        close: () => {
          throw new Error('blocked');
        },
      },
      goHome,
    );
    expect(goHome).toHaveBeenCalled();
  });
});

describe('<GdprPage /> close button', () => {
  test.each(['Zavrieť okno so súhlasom', 'Zavrieť'])(
    '"%s" goes home when the window cannot be closed',
    async (name) => {
      const close = vi.spyOn(window, 'close').mockImplementation(() => {});
      render(
        <MemoryRouter initialEntries={['/gdpr']}>
          <Routes>
            <Route path="/gdpr" element={<GdprPage />} />
            <Route path="/" element={<p>home</p>} />
          </Routes>
        </MemoryRouter>,
      );
      await userEvent.click(screen.getByRole('button', { name }));
      expect(close).toHaveBeenCalled();
      expect(screen.getByText('home')).toBeInTheDocument();
      close.mockRestore();
    },
  );
});
