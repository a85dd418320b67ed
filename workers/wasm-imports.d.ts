// wrangler bundles `import m from './x.wasm'` as a compiled WebAssembly.Module (workers/entry.ts).
declare module '*.wasm' {
  const compiled: WebAssembly.Module;
  export default compiled;
}
