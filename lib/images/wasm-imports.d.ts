// `import m from './x.wasm?module'` gives the compiled module (see wasm-modules.ts).
declare module '*.wasm?module' {
  const compiled: WebAssembly.Module;
  export default compiled;
}
