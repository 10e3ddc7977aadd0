// `import text from './file.css?raw'`: the file's text as a string, inlined at build time (the
// rollup build, the test harness build and Vite all support the suffix).
declare module '*.css?raw' {
  const text: string;
  export default text;
}
