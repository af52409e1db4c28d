import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { SiteLink } from './SiteLink.tsx';

function Where() {
  const { pathname, hash } = useLocation();
  return <output aria-label="where">{`${pathname}${hash}`}</output>;
}

function renderAt(path: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {link}
      <Where />
    </MemoryRouter>,
  );
}

describe('SiteLink', () => {
  test('renders the href and navigates on the client when clicked', async () => {
    renderAt('/x', <SiteLink to={{ pathname: '/', hash: '#ukazka' }}>Ukážka</SiteLink>);
    const link = screen.getByRole('link', { name: 'Ukážka' });
    expect(link).toHaveAttribute('href', '/#ukazka');
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/#ukazka');
  });

  test("the caller's onClick runs first and can keep the browser's own navigation", async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/x',
      <SiteLink to="/gdpr" onClick={onClick}>
        GDPR
      </SiteLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'GDPR' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/x');
  });

  test('a modified click is left to the browser (new tab)', () => {
    renderAt('/x', <SiteLink to="/gdpr">GDPR</SiteLink>);
    const link = screen.getByRole('link', { name: 'GDPR' });
    const notPrevented = fireEvent.click(link, { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/x');
  });
});
