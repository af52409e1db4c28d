// Optional local Vapi stand-in: @repo/platform-api's contract server (validates requests
// against the extended Vapi OpenAPI document). Tolerates the module not existing yet.

export interface VapiStandin {
  url: string;
  close(): Promise<void>;
}

interface ContractServerModule {
  startContractServer(options: { document: 'extended'; port: number }): Promise<{
    url: string;
    close(): Promise<void> | void;
  }>;
}

/** Dummy secrets the functions get with the stand-in (they only have to be non-empty). */
export const STANDIN_VAPI_SECRETS = {
  VAPI_PRIVATE_KEY: 'local-standin-private-key',
  VAPI_PUBLIC_KEY: 'local-standin-public-key',
  VAPI_ASSISTANT_ID: '00000000-0000-4000-8000-00000000a551',
  VAPI_PHONE_NUMBER_ID: '00000000-0000-4000-8000-0000000000f1',
} as const;

export async function startVapiStandin(
  log?: (line: string) => void,
): Promise<VapiStandin | undefined> {
  const specifier = '@repo/platform-api/contract-server';
  let mod: ContractServerModule;
  try {
    mod = (await import(specifier)) as ContractServerModule;
  } catch (error) {
    log?.(`[vapi] stand-in not available (${(error as Error).message}); dialling stays disabled`);
    return undefined;
  }
  const server = await mod.startContractServer({ document: 'extended', port: 0 });
  log?.(`[vapi] local stand-in on ${server.url}`);
  return { url: server.url, close: async () => void (await server.close()) };
}
