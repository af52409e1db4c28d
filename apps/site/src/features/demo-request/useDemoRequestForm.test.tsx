import { emptyDemoForm } from '@hlasovy-asistent/validation';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useDemoRequestForm } from './index.ts';
import { fakeDeps } from './testing/fakeDeps.ts';

const filled = {
  name: 'Ján Novák',
  email: 'jan@firma.sk',
  phone: '0900123456',
  industry: 'financie',
  gdprConsent: true,
  marketingConsent: true,
} as const;

function fill(setField: ReturnType<typeof useDemoRequestForm>['setField']) {
  for (const [key, value] of Object.entries(filled)) {
    setField(key as keyof typeof filled, value as never);
  }
  setField('callType', 'immediate');
}

describe('useDemoRequestForm state machine', () => {
  test('the optional marketing consent starts unticked', () => {
    const { deps } = fakeDeps();
    const { result } = renderHook(() => useDemoRequestForm(deps));
    expect(result.current.values.marketingConsent).toBe(false);
  });

  test('idle -> submitting -> success, and the form is reset on success', async () => {
    const { deps } = fakeDeps();
    const { result } = renderHook(() => useDemoRequestForm(deps));
    expect(result.current.status).toBe('idle');
    act(() => fill(result.current.setField));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.submit();
    });
    expect(result.current.status).toBe('submitting');
    await act(() => done);
    expect(result.current.status).toBe('success');
    expect(result.current.sentCallType).toBe('immediate');
    expect(result.current.values).toEqual(emptyDemoForm('scheduled'));
    expect(result.current.values.marketingConsent).toBe(false);
    expect(deps.insert.mock.calls[0]?.[0].marketing_consent).toBe(true);
  });

  test('idle -> submitting -> error keeps values; edits are ignored while submitting', async () => {
    const { deps } = fakeDeps();
    deps.insert.mockResolvedValue({ error: { message: 'down' } });
    const { result } = renderHook(() => useDemoRequestForm(deps));
    act(() => fill(result.current.setField));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.submit();
    });
    act(() => result.current.setField('name', 'Iné meno'));
    expect(result.current.values.name).toBe('Ján Novák');
    await act(() => done);
    expect(result.current.status).toBe('error');
    // the marketing consent is kept too
    expect(result.current.values).toMatchObject({ ...filled, callType: 'immediate' });
    expect(result.current.values.marketingConsent).toBe(true);
  });

  test('submit does nothing while the form cannot be submitted', async () => {
    const { deps } = fakeDeps();
    const { result } = renderHook(() => useDemoRequestForm(deps));
    await act(() => result.current.submit());
    expect(result.current.status).toBe('idle');
    expect(deps.insert).not.toHaveBeenCalled();
    expect(deps.uuid).not.toHaveBeenCalled();
  });
});
