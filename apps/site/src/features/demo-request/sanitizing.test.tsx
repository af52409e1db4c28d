import { sanitizeField, sanitizeName } from '@hlasovy-asistent/validation';
import { describe, expect, test } from 'vitest';
import { fakeDeps } from './testing/fakeDeps.ts';
import { fillForm } from './testing/fillForm.ts';
import { field, renderModal } from './testing/renderModal.tsx';

describe('input is sanitised as typed', () => {
  test.each([
    { input: 'name', typed: 'Ján <b>Novák</b>', sanitize: sanitizeName },
    { input: 'email', typed: 'jan<script>@firma.sk', sanitize: sanitizeField },
    { input: 'phone', typed: '+421 <900> 123 456', sanitize: sanitizeField },
    { input: 'otherIndustry', typed: 'Auto<img>servis', sanitize: sanitizeField },
  ] as const)(
    '$input runs through its sanitiser on every keystroke',
    async ({ input, typed, sanitize }) => {
      const { deps } = fakeDeps();
      const { user } = renderModal({ deps });
      await fillForm(user, { name: '', email: '', phone: '', industry: 'iné služby' });
      await user.type(field[input](), typed);

      // What each keystroke leaves, fed into the next one: the controlled value's history.
      const expected = [...typed].reduce((value, key) => sanitize(value + key), '');
      expect(field[input]().value).toBe(expected);
      expect(field[input]().value).not.toMatch(/[<>]/);
    },
  );

  test('markup typed into a field is logged once per stripped keystroke as suspicious activity', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await user.type(field.email(), 'a<b>c');
    expect(deps.securityLog.log).toHaveBeenCalledTimes(2);
    expect(deps.securityLog.log).toHaveBeenCalledWith('suspicious_activity', 'demo_request', {
      field: 'email',
    });
  });

  test('ordinary corrections by the sanitiser are not suspicious', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await user.type(field.name(), 'Ján 2 Novák');
    expect(field.name().value).not.toMatch(/\d/);
    expect(deps.securityLog.log).not.toHaveBeenCalled();
  });

  test('the name keeps inner and trailing spaces while typing (trimmed only at submit)', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await user.type(field.name(), 'Ján ');
    expect(field.name().value).toBe('Ján ');
  });
});
