import { createVapiClientWith, type VapiClientOf } from './createVapiClientWith.ts';
import type { FetcherOptions } from './fetcher.ts';
import { analyticsResource } from './resources/analytics.ts';
import { assistantsResource } from './resources/assistants.ts';
import { callsResource } from './resources/calls.ts';
import { campaignsResource } from './resources/campaigns.ts';
import { chatsResource } from './resources/chats.ts';
import { clonedVoicesResource } from './resources/clonedVoices.ts';
import { credentialsResource } from './resources/credentials.ts';
import { evalsResource } from './resources/evals.ts';
import { filesResource } from './resources/files.ts';
import { knowledgeBasesResource } from './resources/knowledgeBases.ts';
import { logsResource } from './resources/logs.ts';
import { orgsResource } from './resources/orgs.ts';
import { phoneNumbersResource } from './resources/phoneNumbers.ts';
import { providerResourcesResource } from './resources/providerResources.ts';
import { providersResource } from './resources/providers.ts';
import { reportingResource } from './resources/reporting.ts';
import { scorecardsResource } from './resources/scorecards.ts';
import { sessionsResource } from './resources/sessions.ts';
import { simulationsResource } from './resources/simulations.ts';
import { squadsResource } from './resources/squads.ts';
import { structuredOutputsResource } from './resources/structuredOutputs.ts';
import { supportResource } from './resources/support.ts';
import { templatesResource } from './resources/templates.ts';
import { testSuitesResource } from './resources/testSuites.ts';
import { tokensResource } from './resources/tokens.ts';
import { toolsResource } from './resources/tools.ts';
import { voiceLibraryResource } from './resources/voiceLibrary.ts';
import { workflowsResource } from './resources/workflows.ts';

/** `createVapiClient` options: the fetcher options (token, baseUrl, fetch, timeouts, retries...). */
export type VapiClientOptions = FetcherOptions;

const factories = {
  calls: callsResource,
  chats: chatsResource,
  campaigns: campaignsResource,
  sessions: sessionsResource,
  support: supportResource,
  assistants: assistantsResource,
  phoneNumbers: phoneNumbersResource,
  tools: toolsResource,
  files: filesResource,
  knowledgeBases: knowledgeBasesResource,
  workflows: workflowsResource,
  squads: squadsResource,
  testSuites: testSuitesResource,
  analytics: analyticsResource,
  logs: logsResource,
  orgs: orgsResource,
  tokens: tokensResource,
  credentials: credentialsResource,
  templates: templatesResource,
  voiceLibrary: voiceLibraryResource,
  providers: providersResource,
  clonedVoices: clonedVoicesResource,
  structuredOutputs: structuredOutputsResource,
  evals: evalsResource,
  simulations: simulationsResource,
  reporting: reportingResource,
  scorecards: scorecardsResource,
  providerResources: providerResourcesResource,
};

/** Every resource namespace, plus the shared fetcher for raw requests. */
export type VapiClient = VapiClientOf<typeof factories>;

/**
 * Creates a client: every resource namespace over ONE fetcher, each built on first access.
 * Nothing is shared between clients. It keeps every namespace in a bundle (they are read by
 * name at run time); to keep a bundle small, use `createVapiClientWith(options, { calls:
 * callsResource })` or `createFetcher` + a single resource (`chatsResource`...).
 */
export function createVapiClient(options: VapiClientOptions): VapiClient {
  return createVapiClientWith(options, factories);
}
