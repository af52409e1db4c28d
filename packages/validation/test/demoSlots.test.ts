import { describe, expect, test } from 'vitest';
import {
  demoBookingOf,
  demoNotificationSchema,
  demoSlotId,
  demoSlotLabel,
  demoSlotOffer,
  parseDemoSlotId,
  readDemoToolResult,
} from '../src/index.ts';

describe('demo slot ids and labels', () => {
  test('an id is the Bratislava wall time and parses back; malformed ids give null', () => {
    expect(demoSlotId('2026-11-28', '10:00')).toBe('2026-11-28T10:00');
    expect(parseDemoSlotId('2026-11-28T10:00')).toEqual({ date: '2026-11-28', time: '10:00' });
    expect(parseDemoSlotId('2026-02-30T10:00')).toBeNull();
    expect(parseDemoSlotId('2026-11-28T10:05')).toBeNull();
    expect(parseDemoSlotId('zajtra o desiatej')).toBeNull();
  });

  test('labels name the weekday, the day and month in Slovak, and the time', () => {
    expect(demoSlotLabel('2026-11-27', '10:00')).toBe('piatok 27. novembra o 10:00');
    expect(demoSlotLabel('2026-12-03', '09:15')).toBe('štvrtok 3. decembra o 9:15');
    expect(demoSlotOffer('2026-11-29', '08:45')).toEqual({
      id: '2026-11-29T08:45',
      date: '2026-11-29',
      time: '08:45',
      label: 'nedeľa 29. novembra o 8:45',
    });
  });
});

describe('booking fields of the demo notification', () => {
  const base = {
    requestId: '5f0c6f57-3f36-4c8f-9d35-5a1c2b7e9a10',
    name: 'Jana Nováková',
    email: 'jana@example.sk',
    phone: '+421901234567',
    industry: 'reality',
    callType: 'scheduled',
    scheduledDate: '2026-11-28',
    scheduledTime: '10:00',
  };
  const issuesOf = (value: unknown) =>
    demoNotificationSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

  test('a booking id with the scheduled slot is accepted; the booking is that slot', () => {
    expect(issuesOf({ ...base, bookingId: 'call-1' })).toEqual([]);
    const parsed = demoNotificationSchema.parse({ ...base, bookingId: 'call-1' });
    expect(demoBookingOf(parsed)).toEqual({
      bookingId: 'call-1',
      slotId: '2026-11-28T10:00',
      date: '2026-11-28',
      time: '10:00',
    });
    expect(demoBookingOf(demoNotificationSchema.parse(base))).toBeNull();
  });

  test('a booking id of an immediate call, or one that is not an id: refused', () => {
    const { scheduledDate: _d, scheduledTime: _t, ...immediate } = base;
    expect(issuesOf({ ...immediate, callType: 'immediate', bookingId: 'c' })).toContain(
      'bookingId is only allowed for a scheduled call',
    );
    expect(issuesOf({ ...base, bookingId: 'a b' })).toHaveLength(1);
    expect(issuesOf({ ...base, slotId: '2026-11-28T10:00' })).toHaveLength(1);
  });
});

describe('reading a forwarded tool result', () => {
  test('demo_slots and select_demo_slot metadata are read; anything else is null', () => {
    const slot = demoSlotOffer('2026-11-28', '10:00');
    expect(readDemoToolResult({ name: 'demo_slots', metadata: { slots: [slot] } })).toEqual({
      tool: 'demo_slots',
      slots: [slot],
    });
    expect(
      readDemoToolResult({
        name: 'select_demo_slot',
        metadata: { selectedSlotId: slot.id, slot },
      }),
    ).toEqual({ tool: 'select_demo_slot', slot });
    expect(readDemoToolResult({ name: 'demo_slots', metadata: { slots: [{ id: 1 }] } })).toBeNull();
    expect(readDemoToolResult({ name: 'other', metadata: {} })).toBeNull();
  });
});

describe('building a booking', () => {
  test('buildDemoNotification carries the booking id; the consent names its form', async () => {
    const { buildDemoNotification, buildConsentRecord, emptyDemoForm } = await import(
      '../src/index.ts'
    );
    const values = {
      ...emptyDemoForm(),
      name: 'Jana',
      email: 'jana@example.sk',
      phone: '+421 901 234 567',
      industry: 'reality' as const,
      callType: 'scheduled' as const,
      scheduledDate: '2026-11-28',
      scheduledTime: '10:00',
      gdprConsent: true,
    };
    const body = buildDemoNotification(
      values,
      '5f0c6f57-3f36-4c8f-9d35-5a1c2b7e9a10',
      {},
      'call-1',
    );
    expect([body.bookingId, body.scheduledDate, body.scheduledTime, body.phone]).toEqual([
      'call-1',
      '2026-11-28',
      '10:00',
      '+421901234567',
    ]);
    expect(buildConsentRecord(values, 'gdpr-1', 'voice-booking').consent_source).toBe(
      'voice-booking',
    );
    expect(buildConsentRecord(values, 'gdpr-1').consent_source).toBe('form-scheduled');
  });
});
