import { DEMO_MESSAGES } from '@hlasovy-asistent/validation';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { functionRefusal } from '../../test/functionResponses.ts';
import { deferred, FAKE_CONSENT_TEXT_VERSION, fakeDeps } from './testing/fakeDeps.ts';
import { fillForm, VALID } from './testing/fillForm.ts';
import { field, renderModal } from './testing/renderModal.tsx';

const ID1 = '00000000-0000-4000-8000-000000000001';

describe('submitting', () => {
  test('scheduled: trimmed row, notification with E.164 phone and slot, pixel, success text', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await fillForm(user, { name: '  Ján Novák ', email: ' jan.novak@firma.sk ' });
    await user.click(field.submit());

    expect(await screen.findByText(/Vaša žiadosť bola odoslaná/)).toBeInTheDocument();
    expect(deps.insert).toHaveBeenCalledExactlyOnceWith({
      request_id: ID1,
      name: 'Ján Novák',
      email: 'jan.novak@firma.sk',
      phone: '0900 123 456',
      industry: 'reality',
      consent_text_version: FAKE_CONSENT_TEXT_VERSION,
      consent_source: 'form-scheduled',
      marketing_consent: false,
    });
    expect(deps.invoke).toHaveBeenCalledExactlyOnceWith({
      requestId: ID1,
      name: 'Ján Novák',
      email: 'jan.novak@firma.sk',
      phone: '+421900123456',
      industry: 'reality',
      callType: 'scheduled',
      scheduledDate: '2026-11-25',
      scheduledTime: '14:15',
    });
    expect(deps.trackContact).toHaveBeenCalledExactlyOnceWith('Scheduled Call Request');
    expect(deps.logger.info).toHaveBeenCalledWith(
      '[security] demo request submitted',
      expect.objectContaining({ source: 'demo_request', callType: 'scheduled' }),
    );
  });

  test('immediate: no schedule in the payload (even one picked before switching), its own pixel event and text', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await fillForm(user, { time: VALID.time }); // scheduled tab filled first
    await user.click(screen.getByRole('tab', { name: 'Volať teraz' }));
    await user.click(field.submit());

    expect(
      await screen.findByText(/AI asistent vám zavolá v priebehu niekoľkých sekúnd/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Pripravte si dobrú náladu a otázky/)).toBeInTheDocument();
    const body = deps.invoke.mock.calls[0]?.[0];
    expect(body).toMatchObject({ callType: 'immediate', phone: '+421900123456' });
    expect(body).not.toHaveProperty('scheduledDate');
    expect(body).not.toHaveProperty('scheduledTime');
    expect(deps.trackContact).toHaveBeenCalledExactlyOnceWith('Immediate Call Request');
  });

  test('"iné služby": the free text replaces the industry in the row and the payload', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await fillForm(user, { industry: 'iné služby', otherIndustry: ' Autoservis ' });
    await user.click(field.submit());
    await screen.findByRole('status');
    expect(deps.insert.mock.calls[0]?.[0].industry).toBe('Autoservis');
    expect(deps.invoke.mock.calls[0]?.[0].industry).toBe('Autoservis');
  });

  test('insert failure keeps every field; the retry reuses the request id and succeeds', async () => {
    const { deps } = fakeDeps();
    deps.insert.mockResolvedValueOnce({ error: { code: '08006', message: 'connection lost' } });
    const { user } = renderModal({ deps });
    await fillForm(user, { industry: 'iné služby', otherIndustry: 'Autoservis' });
    await user.click(field.submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(DEMO_MESSAGES.submitFailed);
    expect(field.name().value).toBe(VALID.name);
    expect(field.email().value).toBe(VALID.email);
    expect(field.phone().value).toBe(VALID.phone);
    expect(field.industry().value).toBe('iné služby');
    expect(field.otherIndustry().value).toBe('Autoservis');
    expect(field.consent()).toBeChecked();
    expect(field.date()).toHaveTextContent('25.11.2026');
    expect(field.time().value).toBe(VALID.time);
    expect(deps.invoke).not.toHaveBeenCalled();
    expect(deps.trackContact).not.toHaveBeenCalled();

    await user.click(field.submit());
    await screen.findByRole('status');
    expect(deps.insert).toHaveBeenCalledTimes(2);
    expect(deps.insert.mock.calls.map(([row]) => row.request_id)).toEqual([ID1, ID1]);
    expect(deps.uuid).toHaveBeenCalledTimes(1);
  });

  test.each([
    { title: 'the insert throws', insert: async () => Promise.reject(new Error('offline')) },
    {
      title: 'the insert reports an RLS error',
      insert: async () => ({ error: { code: '42501', message: 'denied' } }),
    },
    {
      title: 'the insert fails (500)',
      insert: async () => ({ error: { code: '500', message: 'boom' } }),
    },
  ])('$title -> form error "Nastala chyba...", fields kept', async ({ insert }) => {
    const { deps } = fakeDeps({ insert });
    const { user } = renderModal({ deps });
    await fillForm(user, {});
    await user.click(field.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(DEMO_MESSAGES.submitFailed);
    expect(field.email().value).toBe(VALID.email);
    expect(field.submit()).toBeEnabled();
  });

  test('a duplicate of our own request id (23505) counts as stored', async () => {
    const { deps } = fakeDeps();
    deps.insert.mockResolvedValue({ error: { code: '23505', message: 'duplicate key' } });
    const { user } = renderModal({ deps });
    await fillForm(user, {});
    await user.click(field.submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Ďakujeme!');
  });

  test.each([
    {
      title: 'refuses',
      invoke: async () => {
        throw await functionRefusal('handle-demo-request', 502, { error: { code: 'vapi_error' } });
      },
    },
    { title: 'throws', invoke: async () => Promise.reject(new Error('network')) },
  ])('the notification function $title -> still success, only a warning', async ({ invoke }) => {
    const { deps } = fakeDeps({ invoke });
    const { user } = renderModal({ deps });
    await fillForm(user, {});
    await user.click(field.submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Ďakujeme!');
    expect(deps.logger.warn).toHaveBeenCalledWith('handle-demo-request failed', expect.any(Error));
    expect(deps.trackContact).toHaveBeenCalledWith('Scheduled Call Request');
  });

  test('two submits in the same tick send once (ref guard, not only the disabled button)', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await fillForm(user, {});
    const form = field.submit().closest('form') as HTMLFormElement;
    await act(async () => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await screen.findByRole('status');
    expect(deps.insert).toHaveBeenCalledTimes(1);
    expect(deps.invoke).toHaveBeenCalledTimes(1);
  });

  test('a double click sends once', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await fillForm(user, {});
    await user.dblClick(field.submit());
    await screen.findByRole('status');
    expect(deps.insert).toHaveBeenCalledTimes(1);
  });

  test('while submitting: "Odosielam...", everything disabled, Escape / X / backdrop ignored', async () => {
    const pending = deferred<{ error: null }>();
    const { deps } = fakeDeps({ insert: () => pending.promise });
    const { user, onClose } = renderModal({ deps });
    await fillForm(user, {});
    await user.click(field.submit());

    expect(field.submit()).toHaveTextContent('Odosielam...');
    expect(field.submit()).toBeDisabled();
    for (const control of [
      field.name(),
      field.email(),
      field.phone(),
      field.industry(),
      field.consent(),
    ]) {
      expect(control).toBeDisabled();
    }
    expect(field.date()).toBeDisabled();
    expect(field.time()).toBeDisabled();
    for (const tab of screen.getAllByRole('tab')) expect(tab).toBeDisabled();

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Zavrieť' }));
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();

    await act(async () => pending.resolve({ error: null }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
