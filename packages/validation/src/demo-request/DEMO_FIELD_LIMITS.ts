/** Maximum lengths of the stored demo-request fields; the SQL CHECKs mirror these. */
export const DEMO_FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
  industry: 100,
} as const;
