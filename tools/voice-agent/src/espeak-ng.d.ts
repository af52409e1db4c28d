// Types for the parts of the `espeak-ng` npm package (Emscripten build, no types) the agent uses.
declare module 'espeak-ng' {
  interface EspeakFs {
    readFile(path: string): Uint8Array;
    writeFile(path: string, data: string | Uint8Array): void;
  }
  interface EspeakModule {
    FS: EspeakFs;
  }
  interface EspeakOptions {
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    preRun?: ((module: EspeakModule) => void)[];
    quit?: (status: number, toThrow: unknown) => void;
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      done: (instance: WebAssembly.Instance) => void,
    ) => object;
  }
  const ESpeakNg: (options: EspeakOptions) => Promise<EspeakModule>;
  export default ESpeakNg;
}
