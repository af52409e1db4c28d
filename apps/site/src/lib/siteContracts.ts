// The contracts of the functions the site calls, loaded with the first answer to read (one
// chunk, zod with it, switched to its CSP-safe mode before anything parses).
import './cspSafeZod.ts';
import {
  chatContract,
  demoFormTokenContract,
  funnelContract,
  handleDemoRequestContract,
  vapiConfigContract,
  voiceCallContract,
  voiceCallMessageContract,
  voiceCallTokenContract,
} from '@hlasovy-asistent/validation';

export { readAnswer, refusalCode, shownRefusal } from '@hlasovy-asistent/validation';

export const SITE_CONTRACTS = {
  [chatContract.name]: chatContract,
  [demoFormTokenContract.name]: demoFormTokenContract,
  [funnelContract.name]: funnelContract,
  [handleDemoRequestContract.name]: handleDemoRequestContract,
  [vapiConfigContract.name]: vapiConfigContract,
  [voiceCallContract.name]: voiceCallContract,
  [voiceCallMessageContract.name]: voiceCallMessageContract,
  [voiceCallTokenContract.name]: voiceCallTokenContract,
};

export type SiteContracts = typeof SITE_CONTRACTS;
