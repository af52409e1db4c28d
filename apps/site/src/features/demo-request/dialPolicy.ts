import metadata from 'virtual:dial-metadata';
import {
  type DialPolicy,
  dialPolicyMessages,
  parseDialCountryCodes,
} from '@hlasovy-asistent/validation';
import { config } from '../../config.ts';

/**
 * The browser's part of the dialling policy: the country check, with metadata of the callable
 * countries only. Number types (premium, shared cost...) are the function's check.
 */
export const siteDialPolicy: DialPolicy = {
  allowedCountryCodes: parseDialCountryCodes(config.dialAllowedCountryCodes),
  metadata,
};

/** The Slovak texts naming the callable countries (phone hint, refused-number error). */
export const siteDialMessages = dialPolicyMessages(siteDialPolicy.allowedCountryCodes, metadata);
