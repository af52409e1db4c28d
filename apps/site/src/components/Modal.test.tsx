import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Modal, type ModalProps } from './Modal.tsx';

afterEach(() => cleanup());

function Harness(props: Partial<ModalProps> & { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Otvoriť
      </button>
      <p>Obsah stránky</p>
      <Modal
        title="Zásady cookies"
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      >
        <input aria-label="Prvé" />
        <a href="/gdpr">Odkaz</a>
        <button type="button">Posledné</button>
      </Modal>
    </>
  );
}

async function openHarness(props: Partial<ModalProps> & { onClose?: () => void } = {}) {
  const user = userEvent.setup({ delay: null });
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Otvoriť' });
  await user.click(opener);
  return { user, opener };
}

describe('Modal', () => {
  test('renders nothing while closed', () => {
    render(
      <Modal open={false} onClose={() => {}} title="T">
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('is a modal dialog labelled by its title and described by its description', async () => {
    await openHarness({ description: 'Používame len nevyhnutné cookies.' });
    const dialog = screen.getByRole('dialog', { name: 'Zásady cookies' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Používame len nevyhnutné cookies.');
  });

  test('focuses the dialog on open and gives focus back to the opener on close', async () => {
    const { user, opener } = await openHarness();
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  test('focuses the initialFocusRef / [data-autofocus] element when given', async () => {
    function WithAutofocus() {
      return (
        <Modal open onClose={() => {}} title="T">
          <input aria-label="A" />
          <input aria-label="B" data-autofocus />
        </Modal>
      );
    }
    render(<WithAutofocus />);
    expect(screen.getByLabelText('B')).toHaveFocus();
  });

  test('Tab and Shift+Tab cycle inside the dialog', async () => {
    const { user } = await openHarness();
    const close = screen.getByRole('button', { name: 'Zavrieť' });
    const last = screen.getByRole('button', { name: 'Posledné' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Prvé')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Odkaz' })).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  test('the page behind is inert and does not scroll while open; both restored after', async () => {
    const { user } = await openHarness();
    const page = screen.getByText('Obsah stránky').parentElement as HTMLElement;
    expect(page.inert).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(page.inert).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  test.each([
    { way: 'Escape', act: (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}') },
    {
      way: 'the X button',
      act: (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Zavrieť' })),
    },
    {
      way: 'a backdrop click',
      act: async () => {
        fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
        fireEvent.click(screen.getByTestId('modal-backdrop'));
      },
    },
  ])('$way closes it, but not while closeDisabled', async ({ act }) => {
    const onClose = vi.fn();
    const first = await openHarness({ onClose, closeDisabled: true });
    await act(first.user);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    cleanup();

    const second = await openHarness({ onClose });
    await act(second.user);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('closeOnBackdrop=false ignores backdrop clicks; a drag from inside the panel never closes', async () => {
    const onClose = vi.fn();
    await openHarness({ onClose, closeOnBackdrop: false });
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    cleanup();
    await openHarness({ onClose });
    fireEvent.mouseDown(screen.getByLabelText('Prvé'));
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
  });

  test('an Escape a widget inside already handled (preventDefault) keeps it open', async () => {
    const onClose = vi.fn();
    await openHarness({ onClose });
    const input = screen.getByLabelText('Prvé');
    input.addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
