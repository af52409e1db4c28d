// At least 50 malformed or hostile requests to handle-demo-request; each must get a 4xx,
// store nothing and dial nothing. `body` objects are JSON-encoded; strings are sent raw.

export interface HostileCase {
  title: string;
  body: unknown;
  /** Default application/json. */
  contentType?: string | null;
  method?: string;
  /** Expected status (default: any 4xx). */
  status?: number;
}

type Valid = Record<string, unknown>;

const without = (valid: Valid, key: string): Valid => {
  const copy = { ...valid };
  delete copy[key];
  return copy;
};

/** `valid` is a fresh acceptable immediate payload; `today` is yyyy-MM-dd in Bratislava. */
export function hostileCases(valid: () => Valid, today: string): HostileCase[] {
  const v = valid;
  const scheduled = (date: string, time: string) =>
    ({ ...v(), callType: 'scheduled', scheduledDate: date, scheduledTime: time }) as Valid;
  const cases: HostileCase[] = [
    // wrong types
    { title: 'name is a number', body: { ...v(), name: 42 } },
    { title: 'name is null', body: { ...v(), name: null } },
    { title: 'name is an array', body: { ...v(), name: ['Ján'] } },
    { title: 'name is an object', body: { ...v(), name: { first: 'Ján' } } },
    { title: 'email is a number', body: { ...v(), email: 1 } },
    { title: 'email is a boolean', body: { ...v(), email: true } },
    { title: 'phone is a number', body: { ...v(), phone: 421900123456 } },
    { title: 'industry is a number', body: { ...v(), industry: 7 } },
    { title: 'callType is a boolean', body: { ...v(), callType: true } },
    { title: 'requestId is a number', body: { ...v(), requestId: 12345 } },
    {
      title: 'scheduledDate is a number',
      body: { ...scheduled('2027-06-01', '10:00'), scheduledDate: 20270601 },
    },
    {
      title: 'scheduledTime is a number',
      body: { ...scheduled('2027-06-01', '10:00'), scheduledTime: 1000 },
    },
    // missing fields
    ...['requestId', 'name', 'email', 'phone', 'industry', 'callType'].map((key) => ({
      title: `missing ${key}`,
      body: without(v(), key),
    })),
    { title: 'empty object', body: {} },
    // huge strings
    { title: 'name of 101 characters', body: { ...v(), name: 'a'.repeat(101) } },
    { title: 'name of 10 000 characters', body: { ...v(), name: 'a'.repeat(10_000) } },
    { title: 'email of 300 characters', body: { ...v(), email: `${'a'.repeat(290)}@example.sk` } },
    { title: 'industry of 5 000 characters', body: { ...v(), industry: 'x'.repeat(5_000) } },
    { title: 'phone of 1 000 digits', body: { ...v(), phone: `+${'9'.repeat(1_000)}` } },
    { title: 'body over 16 KB', body: { ...v(), name: 'a'.repeat(17_000) }, status: 413 },
    // script / SQL injection in fields with a format
    { title: 'script tag as email', body: { ...v(), email: '<script>alert(1)</script>' } },
    { title: 'script tag in phone', body: { ...v(), phone: '+421<script>' } },
    {
      title: 'img onerror as callType',
      body: { ...v(), callType: '<img src=x onerror=alert(1)>' },
    },
    {
      title: 'SQL injection as requestId',
      body: { ...v(), requestId: "'; drop table demo_requests; --" },
    },
    { title: 'SQL injection in scheduledDate', body: scheduled("2027-01-01'; --", '10:00') },
    {
      title: 'JSON with __proto__ key',
      body: `{"__proto__":{"admin":true},${JSON.stringify(v()).slice(1)}`,
    },
    { title: 'extra field', body: { ...v(), role: 'service_role' } },
    // bad dates and times
    { title: '30 February', body: scheduled('2027-02-30', '10:00') },
    { title: 'month 13', body: scheduled('2027-13-01', '10:00') },
    { title: 'two-digit year', body: scheduled('27-01-01', '10:00') },
    { title: 'date without zero padding', body: scheduled('2027-1-1', '10:00') },
    { title: 'date with a time part', body: scheduled('2027-01-01T10:00', '10:00') },
    { title: 'time 25:00', body: scheduled('2027-06-01', '25:00') },
    { title: 'time off the 15-minute grid', body: scheduled('2027-06-01', '10:07') },
    { title: 'time with seconds', body: scheduled('2027-06-01', '10:00:00') },
    {
      title: 'scheduled without time',
      body: without(scheduled('2027-06-01', '10:00'), 'scheduledTime'),
    },
    {
      title: 'scheduled without date',
      body: without(scheduled('2027-06-01', '10:00'), 'scheduledDate'),
    },
    { title: 'immediate with a date', body: { ...v(), scheduledDate: '2027-06-01' } },
    {
      title: 'wall time skipped by DST (2027-03-28 02:30)',
      body: scheduled('2027-03-28', '02:30'),
    },
    // past slots
    { title: 'slot in 2020', body: scheduled('2020-01-01', '10:00'), status: 422 },
    { title: 'slot at midnight today', body: scheduled(today, '00:00'), status: 422 },
    // invalid phones
    { title: 'national phone 0900123456 (not E.164)', body: { ...v(), phone: '0900123456' } },
    { title: 'phone with spaces', body: { ...v(), phone: '+421 900 123 456' } },
    { title: 'phone starting +0', body: { ...v(), phone: '+0123456789' } },
    { title: 'phone with two pluses', body: { ...v(), phone: '++421900123456' } },
    { title: 'phone with 17 digits', body: { ...v(), phone: '+42190012345678901' } },
    { title: 'empty phone', body: { ...v(), phone: '' } },
    // unicode tricks
    { title: 'full-width digits in phone', body: { ...v(), phone: '+４２１９００１２３４５６' } },
    { title: 'zero-width space in callType', body: { ...v(), callType: 'immediate\u200b' } },
    { title: 'full-width requestId', body: { ...v(), requestId: 'ａｂｃ' } },
    { title: 'name padded with no-break spaces', body: { ...v(), name: '\u00a0Ján\u00a0' } },
    { title: 'name ending in a BOM', body: { ...v(), name: 'Ján\ufeff' } },
    { title: 'line separator inside email', body: { ...v(), email: 'jan\u2028@example.sk' } },
    { title: 'blank name', body: { ...v(), name: '' } },
    // transport
    { title: 'text/plain body', body: v(), contentType: 'text/plain', status: 415 },
    {
      title: 'form-encoded body',
      body: 'name=J&phone=1',
      contentType: 'application/x-www-form-urlencoded',
      status: 415,
    },
    {
      title: 'multipart content type',
      body: '--x--',
      contentType: 'multipart/form-data; boundary=x',
      status: 415,
    },
    { title: 'no content type', body: v(), contentType: null, status: 415 },
    { title: 'broken JSON', body: '{"name": "Ján",', status: 400 },
    { title: 'JSON array', body: '[1,2,3]', status: 400 },
    { title: 'JSON string', body: '"hello"', status: 400 },
    {
      title: 'invalid UTF-8',
      body: new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
      status: 400,
    },
    { title: 'PUT instead of POST', body: v(), method: 'PUT', status: 405 },
    { title: 'GET instead of POST', body: null, method: 'GET', status: 405 },
  ];
  return cases;
}
