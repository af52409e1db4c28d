import type { CallObject, CallObjectOptions, CreateCallObject } from './callObject.ts';

interface DailyModule {
  default: { createCallObject(options: Record<string, unknown>): unknown };
}

export type DailyImporter = () => Promise<DailyModule>;

const importDaily: DailyImporter = () => import('@daily-co/daily-js') as Promise<DailyModule>;

export interface DailyFactory {
  createCallObject: CreateCallObject;
  /** Starts downloading daily-js (e.g. on hover/focus of the call button). */
  preload(): Promise<void>;
}

/**
 * Call objects backed by daily-js, loaded with a dynamic `import()` on first use.
 * The import promise is cached per factory (per client), never at module level.
 */
export function createDailyFactory(importer: DailyImporter = importDaily): DailyFactory {
  let loading: Promise<DailyModule> | null = null;
  const load = () => {
    if (!loading) {
      loading = importer().catch((error: unknown) => {
        loading = null;
        throw error;
      });
    }
    return loading;
  };
  return {
    async createCallObject(options: CallObjectOptions): Promise<CallObject> {
      const daily = await load();
      return daily.default.createCallObject(options) as CallObject;
    },
    async preload() {
      await load();
    },
  };
}
