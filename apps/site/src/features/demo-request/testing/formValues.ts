import { type DemoFormValues, emptyDemoForm } from '@hlasovy-asistent/validation';

/** A valid immediate request, as the pipeline tests submit it. */
export const IMMEDIATE_VALUES: DemoFormValues = {
  ...emptyDemoForm('immediate'),
  name: 'Eva',
  email: 'eva@firma.sk',
  phone: '+421 900 123 456',
  industry: 'financie',
  gdprConsent: true,
};
