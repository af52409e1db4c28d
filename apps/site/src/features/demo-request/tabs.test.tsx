import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { plainly } from '../../test/plain.ts';
import { fakeDeps } from './testing/fakeDeps.ts';
import { renderModal } from './testing/renderModal.tsx';

describe('call-type tabs', () => {
  test('"Naplánovať hovor" is selected by default and controls the form panel', () => {
    const { deps } = fakeDeps();
    renderModal({ deps });
    const scheduled = screen.getByRole('tab', { name: 'Naplánovať hovor' });
    expect(screen.getByRole('tablist', { name: 'Typ hovoru' })).toBeInTheDocument();
    expect(scheduled).toHaveAttribute('aria-selected', 'true');
    expect(scheduled).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Volať teraz' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Naplánovať hovor' });
    expect(scheduled).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByLabelText('Čas hovoru')).toBeInTheDocument();
  });

  test('arrow keys move and select; the immediate tab hides date and time', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    screen.getByRole('tab', { name: 'Naplánovať hovor' }).focus();
    await user.keyboard('{ArrowRight}');
    const immediate = screen.getByRole('tab', { name: 'Volať teraz' });
    expect(immediate).toHaveFocus();
    expect(immediate).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Volať teraz' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Čas hovoru')).toBeNull();
    expect(screen.queryByRole('button', { name: /Dátum hovoru/ })).toBeNull();
    await user.keyboard('{ArrowRight}'); // wraps
    expect(screen.getByRole('tab', { name: 'Naplánovať hovor' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(immediate).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Naplánovať hovor' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the dialog is named by its title and focuses the name field first', () => {
    const { deps } = fakeDeps();
    renderModal({ deps });
    expect(screen.getByRole('dialog', { name: 'Vyskúšajte AI asistenta naživo' })).toHaveAttribute(
      'aria-modal',
      'true',
    );
    expect(screen.getByLabelText('Meno a priezvisko')).toHaveFocus();
  });

  test('the GDPR link opens /gdpr in a new tab so the form is kept', () => {
    const { deps } = fakeDeps();
    renderModal({ deps });
    const link = screen.getByRole('link', { name: /znenie súhlasu/ });
    expect(link).toHaveAttribute('href', '/gdpr');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName(/znenie.súhlasu.*\(otvorí.sa.v.novom.okne\)$/);
  });

  test('a tap anywhere on the consent sentence ticks the box; the /gdpr link is outside the label', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    const checkbox = screen.getByRole('checkbox', {
      name: plainly(
        'Súhlasím so spracúvaním osobných údajov a s telefonickým kontaktom vo veci mojej žiadosti.',
      ),
    });
    await user.click(screen.getByText(/Súhlasím so spracúvaním/));
    expect(checkbox).toBeChecked();
    await user.click(screen.getByText(/telefonickým kontaktom/));
    expect(checkbox).not.toBeChecked();
    expect(screen.getByRole('link', { name: /znenie súhlasu/ }).closest('label')).toBeNull();
  });

  test('industry offers the ten options in order, free text only for "iné služby"', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    const select = screen.getByLabelText('Odvetvie') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => [o.value, o.text])).toEqual([
      ['', 'Vyberte odvetvie'],
      ['financie', 'Financie'],
      ['reality', 'Reality'],
      ['eshopy', 'E-shopy'],
      ['estetická klinika', 'Estetická klinika'],
      ['zdravotníctvo', 'Zdravotníctvo'],
      ['cestovný ruch', 'Cestovný ruch'],
      ['právne služby', 'Právne služby'],
      ['telekomunikácie', 'Telekomunikácie'],
      ['verejné služby', 'Verejné služby (štátna správa)'],
      ['iné služby', 'Iné služby'],
    ]);
    expect(screen.queryByLabelText('Vaše odvetvie')).toBeNull();
    await user.selectOptions(select, 'iné služby');
    expect(screen.getByLabelText('Vaše odvetvie')).toBeInTheDocument();
  });
});
