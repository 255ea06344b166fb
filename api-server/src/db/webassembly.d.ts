// Node provides WebAssembly, but TypeScript declares it only in the browser libraries.
declare namespace WebAssembly {
  type Module = object;
  function compile(bytes: Uint8Array): Promise<Module>;
}
