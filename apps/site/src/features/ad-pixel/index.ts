// Placeholder API for the ad pixel; the site-shell work replaces the body with the real,
// consent-gated implementation. Callers depend only on this signature.
export type ContactContentName = 'Immediate Call Request' | 'Scheduled Call Request';

export function trackContact(_contentName: ContactContentName): void {}
