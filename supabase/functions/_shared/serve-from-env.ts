// What a function's index.ts hands `Deno.serve`: serveFunction wired to the process environment,
// with what every function's handler is built from (its settings, one logger named after the
// function, the runtime's fetch and clock), read on the first request.
import type { FunctionContract } from '@hlasovy-asistent/validation';
import { denoEnv, type EnvReader, type FunctionConfig, readConfig } from './env.ts';
import { createConsoleLogger, type Logger } from './logger.ts';
import { serveFunction } from './serve.ts';

type Handler = (req: Request) => Promise<Response>;

/** The process environment as a function's handler is built from it. */
export interface FunctionRuntime {
  env: EnvReader;
  config: FunctionConfig;
  logger: Logger;
  fetch: typeof fetch;
  now: () => Date;
}

/** `serveFunction` of `contract` in production: `build` gets the runtime once, on first use. */
export function serveFromEnv(
  contract: FunctionContract,
  build: (runtime: FunctionRuntime) => Handler,
): Handler {
  const logger = createConsoleLogger(contract.name);
  return serveFunction(contract, {
    env: denoEnv,
    logger,
    build: () =>
      build({
        env: denoEnv,
        config: readConfig(denoEnv),
        logger,
        fetch: (input, init) => fetch(input, init),
        now: () => new Date(),
      }),
  });
}
