/**
 * A webpack loader for libraries published without pure annotations (React Router): it marks React's component and
 * context factories called at a module's top level (`var Form = React.forwardRef(…)`, `React.memo(…)`,
 * `React.createContext(…)`) as pure, and leaves out the top-level `X.displayName = "…"` statements (names for React's
 * developer tools). Webpack and the minifier then drop what nothing uses: otherwise every page ships the library's
 * form, data-router and server-rendering components, because those statements count as side effects.
 */
export default function pureCallsLoader(source: string): string {
  return source
    .replace(/^(var \w+ = )(React\w*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
}
