export type { VapiClient, VapiClientOptions } from './createVapiClient.ts';
export { createVapiClient } from './createVapiClient.ts';
export {
  createVapiClientWith,
  type ResourceFactories,
  type VapiClientOf,
} from './createVapiClientWith.ts';
export type { BinaryInput } from './encodeBody.ts';
export type { EndpointInfo, InputKind } from './endpoint.ts';
export { endpoint, endpointInfo } from './endpoint.ts';
export type { VapiErrorCode, VapiErrorInit } from './errors.ts';
export { isVapiError, VapiError, VapiNetworkError, VapiTimeoutError } from './errors.ts';
export type {
  Fetcher,
  FetcherOptions,
  HttpMethod,
  RequestOptions,
  RequestSpec,
} from './fetcher.ts';
export { createFetcher } from './fetcher.ts';
export type {
  BodyOf,
  CallOptions,
  Endpoint,
  ExtendedComponents,
  ExtendedPaths,
  LatestComponents,
  LatestPaths,
  OperationOf,
  QueryOf,
  ResponseOf,
} from './operationTypes.ts';
export type { PageMetadata } from './paginate.ts';
export { iterator, pager, paginate } from './paginate.ts';
export type { AnalyticsResource } from './resources/analytics.ts';
export { analyticsResource } from './resources/analytics.ts';
export type { AssistantsResource } from './resources/assistants.ts';
export { assistantsResource } from './resources/assistants.ts';
export type { CallsResource } from './resources/calls.ts';
export { callsResource } from './resources/calls.ts';
export type { CampaignsResource } from './resources/campaigns.ts';
export { campaignsResource } from './resources/campaigns.ts';
export type { ChatsResource } from './resources/chats.ts';
export { chatsResource } from './resources/chats.ts';
export type { ClonedVoicesResource } from './resources/clonedVoices.ts';
export { clonedVoicesResource } from './resources/clonedVoices.ts';
export type { CredentialsResource } from './resources/credentials.ts';
export { credentialsResource } from './resources/credentials.ts';
export type { EvalsResource } from './resources/evals.ts';
export { evalsResource } from './resources/evals.ts';
export type { FilesResource } from './resources/files.ts';
export { filesResource } from './resources/files.ts';
export type { KnowledgeBasesResource } from './resources/knowledgeBases.ts';
export { knowledgeBasesResource } from './resources/knowledgeBases.ts';
export type { LogsResource } from './resources/logs.ts';
export { logsResource } from './resources/logs.ts';
export type { OrgsResource } from './resources/orgs.ts';
export { orgsResource } from './resources/orgs.ts';
export type { PhoneNumbersResource } from './resources/phoneNumbers.ts';
export { phoneNumbersResource } from './resources/phoneNumbers.ts';
export type { ProviderResourcesResource } from './resources/providerResources.ts';
export { providerResourcesResource } from './resources/providerResources.ts';
export type { ProvidersResource } from './resources/providers.ts';
export { providersResource } from './resources/providers.ts';
export type { ReportingResource } from './resources/reporting.ts';
export { reportingResource } from './resources/reporting.ts';
export type { ScorecardsResource } from './resources/scorecards.ts';
export { scorecardsResource } from './resources/scorecards.ts';
export type { SessionsResource } from './resources/sessions.ts';
export { sessionsResource } from './resources/sessions.ts';
export type { SimulationsResource } from './resources/simulations.ts';
export { simulationsResource } from './resources/simulations.ts';
export type { SquadsResource } from './resources/squads.ts';
export { squadsResource } from './resources/squads.ts';
export type { StructuredOutputsResource } from './resources/structuredOutputs.ts';
export { structuredOutputsResource } from './resources/structuredOutputs.ts';
export type { SupportResource } from './resources/support.ts';
export { supportResource } from './resources/support.ts';
export type { TemplatesResource } from './resources/templates.ts';
export { templatesResource } from './resources/templates.ts';
export type { TestSuitesResource } from './resources/testSuites.ts';
export { testSuitesResource } from './resources/testSuites.ts';
export type { TokensResource } from './resources/tokens.ts';
export { tokensResource } from './resources/tokens.ts';
export type { ToolsResource } from './resources/tools.ts';
export { toolsResource } from './resources/tools.ts';
export type { VoiceLibraryResource } from './resources/voiceLibrary.ts';
export { voiceLibraryResource } from './resources/voiceLibrary.ts';
export type { WorkflowsResource } from './resources/workflows.ts';
export { workflowsResource } from './resources/workflows.ts';
export { isIdempotent, isRetryableStatus, parseRetryAfter } from './retryPolicy.ts';
