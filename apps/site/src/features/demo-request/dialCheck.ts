import { createDialCheck } from '@hlasovy-asistent/validation';
import { siteDialPolicy } from './dialPolicy.ts';

/**
 * The country check of the dialling policy with libphonenumber-js's parser (9.5 kB gzip). Its
 * own chunk: loaded right after the form opens (defaultDeps.dialCheck), not with the modal.
 */
export const siteDialCheck = createDialCheck(siteDialPolicy);
