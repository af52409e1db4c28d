import minMetadata from 'libphonenumber-js/min/metadata';
import { describe, expect, test } from 'vitest';
import { DEMO_FIELD_LIMITS } from '../src/demo-request/DEMO_FIELD_LIMITS.ts';
import { demoRequestRowSchema } from '../src/demo-request/demoRequestRowSchema.ts';
import { validateDemoForm } from '../src/demo-request/validateDemoForm.ts';
import {
  buildDemoNotification,
  buildDemoRequestRow,
  canSubmitDemoForm,
  createDialCheck,
  DEMO_MESSAGES,
  type DemoFormValues,
  demoNotificationSchema,
  emptyDemoForm,
  INDUSTRY_OPTIONS,
  missingDemoFields,
  OTHER_INDUSTRY,
  pickDialMetadata,
  ValidationError,
} from '../src/index.ts';

const ID = '3f1c9a2e-8b7d-4c6e-9f00-1a2b3c4d5e6f';

const filled = (over: Partial<DemoFormValues> = {}): DemoFormValues => ({
  ...emptyDemoForm('scheduled'),
  name: ' Ján Novák ',
  email: ' jan@firma.sk ',
  phone: ' 0905 123 456 ',
  industry: 'reality',
  gdprConsent: true,
  scheduledDate: '2026-05-04',
  scheduledTime: '10:30',
  ...over,
});

/** What `filled()` is stored as: every field trimmed. */
const ROW = {
  request_id: ID,
  name: 'Ján Novák',
  email: 'jan@firma.sk',
  phone: '0905 123 456',
  industry: 'reality',
};

/** What `filled()` is sent as: trimmed, the phone in E.164, the slot of a scheduled call. */
const NOTIFICATION = {
  requestId: ID,
  name: 'Ján Novák',
  email: 'jan@firma.sk',
  phone: '+421905123456',
  industry: 'reality',
  callType: 'scheduled',
  scheduledDate: '2026-05-04',
  scheduledTime: '10:30',
};
const {
  scheduledDate: _date,
  scheduledTime: _time,
  ...IMMEDIATE_NOTIFICATION
} = {
  ...NOTIFICATION,
  callType: 'immediate',
};

describe('constants', () => {
  test('INDUSTRY_OPTIONS are exactly the ten industries, in order', () => {
    expect(INDUSTRY_OPTIONS).toEqual([
      { value: 'financie', label: 'Financie' },
      { value: 'reality', label: 'Reality' },
      { value: 'eshopy', label: 'E-shopy' },
      { value: 'estetická klinika', label: 'Estetická klinika' },
      { value: 'zdravotníctvo', label: 'Zdravotníctvo' },
      { value: 'cestovný ruch', label: 'Cestovný ruch' },
      { value: 'právne služby', label: 'Právne služby' },
      { value: 'telekomunikácie', label: 'Telekomunikácie' },
      { value: 'verejné služby', label: 'Verejné služby (štátna správa)' },
      { value: 'iné služby', label: 'Iné služby' },
    ]);
    expect(OTHER_INDUSTRY).toBe('iné služby');
  });

  test('DEMO_MESSAGES are the Slovak texts of the demo form', () => {
    expect(DEMO_MESSAGES).toEqual({
      invalidEmail: 'Neplatný formát emailu',
      invalidPhone: 'Neplatný formát telefónneho čísla',
      missingSchedule: 'Vyberte prosím dátum a čas pre naplánovaný hovor',
      submitFailed: 'Nastala chyba pri odosielaní formulára. Skúste to prosím znovu.',
    });
  });

  test('DEMO_FIELD_LIMITS', () => {
    expect(DEMO_FIELD_LIMITS).toEqual({ name: 100, email: 254, phone: 32, industry: 100 });
  });

  test.each(['scheduled', 'immediate'] as const)('emptyDemoForm(%s) is blank', (callType) => {
    const { callType: tab, ...fields } = emptyDemoForm(callType);
    expect(tab).toBe(callType);
    // every other field (DemoFormValues lists them all) empty or unticked
    expect(Object.entries(fields).filter(([, value]) => value !== '' && value !== false)).toEqual(
      [],
    );
  });

  test('the form opens on the scheduled tab by default', () => {
    expect(emptyDemoForm().callType).toBe('scheduled');
  });
});

describe('missingDemoFields, and canSubmitDemoForm (the button is enabled when nothing is missing)', () => {
  test.each<[string, Partial<DemoFormValues>, string[]]>([
    ['a complete scheduled form', {}, []],
    [
      'a complete immediate form needs no date and time',
      { callType: 'immediate', scheduledDate: '', scheduledTime: '' },
      [],
    ],
    [
      'a blank form, in form order',
      emptyDemoForm('scheduled'),
      ['name', 'email', 'phone', 'industry', 'scheduledDate', 'scheduledTime', 'gdprConsent'],
    ],
    [
      'a blank immediate form',
      emptyDemoForm('immediate'),
      ['name', 'email', 'phone', 'industry', 'gdprConsent'],
    ],
    ['name only spaces', { name: '   ' }, ['name']],
    ['email empty', { email: '' }, ['email']],
    ['phone only whitespace', { phone: ' \t ' }, ['phone']],
    ['spaces only count as missing', { name: '  ', phone: ' \t ' }, ['name', 'phone']],
    ['no industry chosen', { industry: '' }, ['industry']],
    [
      'an unknown industry value',
      { industry: 'banky' as DemoFormValues['industry'] },
      ['industry'],
    ],
    [
      "'iné služby' with empty free text",
      { industry: OTHER_INDUSTRY, otherIndustry: '  ' },
      ['otherIndustry'],
    ],
    ["'iné služby' with free text", { industry: OTHER_INDUSTRY, otherIndustry: 'Výroba' }, []],
    ['GDPR consent not ticked', { gdprConsent: false }, ['gdprConsent']],
    ['the optional marketing consent left unticked', { marketingConsent: false }, []],
    ['the optional marketing consent ticked', { marketingConsent: true }, []],
    [
      'the marketing consent cannot stand in for the required one',
      { gdprConsent: false, marketingConsent: true },
      ['gdprConsent'],
    ],
    ['scheduled without a date', { scheduledDate: '' }, ['scheduledDate']],
    ['scheduled without a time', { scheduledTime: '' }, ['scheduledTime']],
  ])('%s -> %j', (_t, over, expected) => {
    const values = filled(over);
    expect(missingDemoFields(values)).toEqual(expected);
    expect(canSubmitDemoForm(values)).toBe(expected.length === 0);
  });
});

describe('validateDemoForm', () => {
  const email = { field: 'email', message: DEMO_MESSAGES.invalidEmail };
  const phone = { field: 'phone', message: DEMO_MESSAGES.invalidPhone };
  const schedule = { field: 'schedule', message: DEMO_MESSAGES.missingSchedule };

  test.each<[string, Partial<DemoFormValues>, object | null]>([
    ['a valid scheduled form (values trimmed first)', {}, null],
    [
      'a valid immediate form',
      { callType: 'immediate', scheduledDate: '', scheduledTime: '' },
      null,
    ],
    ['an invalid email', { email: 'jan@firma' }, email],
    ['an invalid phone', { phone: '12345' }, phone],
    ['a phone that cannot be normalised', { phone: '0000000000' }, phone],
    ['a scheduled call without a date', { scheduledDate: '' }, schedule],
    ['a scheduled call without a time', { scheduledTime: '' }, schedule],
    ['a scheduled call with an impossible date', { scheduledDate: '2026-02-30' }, schedule],
    ['a scheduled call with an off-grid time', { scheduledTime: '10:10' }, schedule],
    ['email is checked before phone', { email: 'x', phone: 'y' }, email],
    ['phone is checked before schedule', { phone: 'y', scheduledDate: '' }, phone],
    ['immediate calls ignore the schedule', { callType: 'immediate', scheduledDate: '' }, null],
  ])('%s', (_t, over, expected) => {
    expect(validateDemoForm(filled(over))).toEqual(expected);
  });

  describe('with the browser dial policy (country check)', () => {
    const dialCheck = createDialCheck({
      allowedCountryCodes: ['421', '420'],
      metadata: pickDialMetadata(minMetadata, ['421', '420']),
    });
    const notCallable = {
      field: 'phone',
      message:
        'Na toto číslo vám nevieme zavolať. Voláme iba na mobilné a pevné linky s predvoľbou +421 (Slovensko) alebo +420 (Česko).',
    };
    test.each<[string, string, object | null]>([
      ['a Slovak mobile', '0905 123 456', null],
      ["a Slovak premium number (types are the server's check)", '0900 123 456', null],
      ['a Czech landline', '+420 212 345 678', null],
      ['a US premium number', '+1 900 555 0123', notCallable],
      ['a Nigerian mobile', '+234 803 123 4567', notCallable],
      ['a Slovak number one digit short', '+421 905 12345', phone],
    ])('%s (%s)', (_t, value, expected) => {
      expect(validateDemoForm(filled({ phone: value }), dialCheck)).toEqual(expected);
    });
  });
});

describe('buildDemoRequestRow', () => {
  test('trims every field and keeps the chosen industry', () => {
    expect(buildDemoRequestRow(filled(), ID)).toEqual(ROW);
  });

  test("replaces 'iné služby' with the trimmed free text", () => {
    const row = buildDemoRequestRow(
      filled({ industry: OTHER_INDUSTRY, otherIndustry: '  Výroba nábytku ' }),
      ID,
    );
    expect(row.industry).toBe('Výroba nábytku');
  });

  test.each<[string, Partial<DemoFormValues>, string]>([
    ['an empty name', { name: ' ' }, 'name is required'],
    [
      'a name over 100 characters',
      { name: 'a'.repeat(101) },
      'name must be at most 100 characters',
    ],
    ['an invalid email', { email: 'nope' }, 'email must be a valid e-mail address'],
    [
      'free text over 100 characters',
      { industry: OTHER_INDUSTRY, otherIndustry: 'x'.repeat(101) },
      'industry must be at most 100 characters',
    ],
  ])('throws ValidationError for %s', (_t, over, message) => {
    expect(() => buildDemoRequestRow(filled(over), ID)).toThrow(ValidationError);
    expect(() => buildDemoRequestRow(filled(over), ID)).toThrow(message);
  });

  test('throws for a request id that is not a UUID', () => {
    expect(() => buildDemoRequestRow(filled(), 'abc')).toThrow('request_id must be a UUID');
  });
});

describe('buildDemoNotification', () => {
  test('scheduled: normalised phone, date and time', () => {
    expect(buildDemoNotification(filled(), ID)).toEqual(NOTIFICATION);
  });

  test('immediate: no date or time, even if the form still holds them', () => {
    const n = buildDemoNotification(filled({ callType: 'immediate' }), ID);
    expect(n).toEqual(IMMEDIATE_NOTIFICATION);
  });

  test("'iné služby' becomes the free text", () => {
    const n = buildDemoNotification(
      filled({ industry: OTHER_INDUSTRY, otherIndustry: ' Kaviareň ' }),
      ID,
    );
    expect(n.industry).toBe('Kaviareň');
  });

  test('carries the bot-check values that are set, drops empty ones', () => {
    const n = buildDemoNotification(filled({ callType: 'immediate' }), ID, {
      formToken: 'v1.abc.def',
      honeypot: '',
      turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
    });
    expect(n).toMatchObject({ formToken: 'v1.abc.def', turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX' });
    expect(n).not.toHaveProperty('honeypot');
  });

  test('throws ValidationError for a phone that cannot be normalised', () => {
    expect(() => buildDemoNotification(filled({ phone: '12' }), ID)).toThrow(
      'phone must be in E.164 format',
    );
  });
});

describe('demoRequestRowSchema', () => {
  test.each<[string, Record<string, unknown>, string | null]>([
    ['a valid row', ROW, null],
    [
      'not an object',
      'row' as unknown as Record<string, unknown>,
      'Demo request row must be an object',
    ],
    ['free-text industry is allowed', { ...ROW, industry: 'Výroba' }, null],
    [
      'an unknown field is rejected (strict)',
      { ...ROW, extra: 1 },
      'Demo request row has unknown field(s): extra',
    ],
    ['a missing name', { ...ROW, name: undefined }, 'name must be a string'],
    ['an untrimmed name', { ...ROW, name: ' Ján' }, 'name must not start or end with whitespace'],
    [
      'an email over 254 characters',
      { ...ROW, email: `${'a'.repeat(250)}@x.sk` },
      'email must be at most 254 characters',
    ],
    [
      'a phone over 32 characters',
      { ...ROW, phone: `+421 ${' '.repeat(30)}905123456` },
      'phone must be at most 32 characters',
    ],
    ['an invalid phone', { ...ROW, phone: 'call me' }, 'phone must be a valid phone number'],
    ['an empty industry', { ...ROW, industry: '' }, 'industry is required'],
    ['a non-UUID request_id', { ...ROW, request_id: '123' }, 'request_id must be a UUID'],
  ])('%s', (_t, value, message) => {
    const parsed = demoRequestRowSchema.safeParse(value);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});

describe('demoNotificationSchema', () => {
  test.each<[string, Record<string, unknown>, string | null]>([
    ['a valid scheduled body', NOTIFICATION, null],
    ['a valid immediate body', IMMEDIATE_NOTIFICATION, null],
    [
      'with the bot-check fields',
      { ...IMMEDIATE_NOTIFICATION, formToken: 't', honeypot: '', turnstileToken: 'x' },
      null,
    ],
    [
      'a form token over 512 characters',
      { ...IMMEDIATE_NOTIFICATION, formToken: 't'.repeat(513) },
      'formToken must be at most 512 characters',
    ],
    [
      'a honeypot that is not a string',
      { ...IMMEDIATE_NOTIFICATION, honeypot: 1 },
      'honeypot must be a string',
    ],
    [
      'a national phone is rejected',
      { ...NOTIFICATION, phone: '0905123456' },
      'phone must be in E.164 format',
    ],
    [
      'an unknown callType',
      { ...NOTIFICATION, callType: 'later' },
      'callType must be scheduled or immediate',
    ],
    [
      'an impossible date',
      { ...NOTIFICATION, scheduledDate: '2026-02-30' },
      'scheduledDate must be a real date in yyyy-MM-dd format',
    ],
    [
      'a dd.MM.yyyy date',
      { ...NOTIFICATION, scheduledDate: '04.05.2026' },
      'scheduledDate must be a real date in yyyy-MM-dd format',
    ],
    [
      'a time off the 15-minute grid',
      { ...NOTIFICATION, scheduledTime: '10:20' },
      'scheduledTime must be HH:mm on a 15-minute boundary',
    ],
    [
      'a time with seconds',
      { ...NOTIFICATION, scheduledTime: '10:30:00' },
      'scheduledTime must be HH:mm on a 15-minute boundary',
    ],
    [
      'scheduled without a date',
      { ...NOTIFICATION, scheduledDate: undefined },
      'scheduledDate is required for a scheduled call',
    ],
    [
      'scheduled without a time',
      { ...NOTIFICATION, scheduledTime: undefined },
      'scheduledTime is required for a scheduled call',
    ],
    [
      'immediate with a date is rejected',
      { ...IMMEDIATE_NOTIFICATION, scheduledDate: '2026-05-04' },
      'scheduledDate is only allowed for a scheduled call',
    ],
    [
      'immediate with a time is rejected',
      { ...IMMEDIATE_NOTIFICATION, scheduledTime: '10:30' },
      'scheduledTime is only allowed for a scheduled call',
    ],
    [
      'a time skipped by the March DST change',
      { ...NOTIFICATION, scheduledDate: '2026-03-29', scheduledTime: '02:30' },
      'scheduledTime does not exist on scheduledDate in Europe/Bratislava (DST change)',
    ],
    [
      'a repeated October time is accepted',
      { ...NOTIFICATION, scheduledDate: '2026-10-25', scheduledTime: '02:30' },
      null,
    ],
    ['a non-UUID requestId', { ...NOTIFICATION, requestId: 'x' }, 'requestId must be a UUID'],
    [
      'an unknown field (strict)',
      { ...NOTIFICATION, debug: true },
      'Demo notification has unknown field(s): debug',
    ],
    [
      'a name over 100 characters',
      { ...NOTIFICATION, name: 'a'.repeat(101) },
      'name must be at most 100 characters',
    ],
  ])('%s', (_t, value, message) => {
    const parsed = demoNotificationSchema.safeParse(value);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});

describe('demoFormErrors: every failure at once', () => {
  test('a bad e-mail and a bad phone are reported together, in form order', async () => {
    const { demoFormErrors, emptyDemoForm } = await import('../src/index.ts');
    const values: import('../src/index.ts').DemoFormValues = {
      ...emptyDemoForm('immediate'),
      name: 'Ján',
      email: 'jan@firma',
      phone: '0905 12',
      industry: 'financie',
      gdprConsent: true,
    };
    expect(demoFormErrors(values).map((e) => e.field)).toEqual(['email', 'phone']);
    expect(demoFormErrors({ ...values, email: 'jan@firma.sk', phone: '+421905123456' })).toEqual(
      [],
    );
  });
});
