import { chatContract } from './chat.ts';
import { handleDemoRequestContract } from './demoRequest.ts';
import type { FunctionContract } from './functionContract.ts';
import { funnelContract, funnelDigestContract } from './funnel.ts';
import { healthContract } from './health.ts';
import { demoFormTokenContract, voiceCallTokenContract } from './tokens.ts';
import { vapiConfigContract } from './vapiConfig.ts';
import { vapiEventsContract, vapiToolsContract } from './vapiServer.ts';
import { voiceCallContract } from './voiceCall.ts';
import { voiceCallMessageContract } from './voiceCallMessage.ts';

/** The contract of every function in supabase/functions/ (one each: scripts/one-definition.test.ts). */
export const FUNCTION_CONTRACTS: readonly FunctionContract[] = [
  chatContract,
  demoFormTokenContract,
  funnelContract,
  funnelDigestContract,
  handleDemoRequestContract,
  healthContract,
  vapiConfigContract,
  vapiEventsContract,
  vapiToolsContract,
  voiceCallContract,
  voiceCallMessageContract,
  voiceCallTokenContract,
];
