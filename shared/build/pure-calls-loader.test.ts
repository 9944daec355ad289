import pureCallsLoader from './pure-calls-loader';

describe('pureCallsLoader', () => {
  it('marks top-level component and context factories pure and leaves out their developer-tools names', () => {
    const source = [
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var Form = React10.forwardRef(function Form2(props, ref) {',
      '  inner.displayName = "kept";',
      '  return null;',
      '});',
      'Form.displayName = "Form";',
      'var MemoizedRoutes = React3.memo(Routes);',
    ].join('\n');
    expect(pureCallsLoader(source).split('\n')).toEqual([
      'var LocationContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Form = /* @__PURE__ */ React10.forwardRef(function Form2(props, ref) {',
      '  inner.displayName = "kept";',
      '  return null;',
      '});',
      '',
      'var MemoizedRoutes = /* @__PURE__ */ React3.memo(Routes);',
    ]);
  });

  it('leaves other top-level calls alone', () => {
    const source = 'var Symbol1 = Symbol("x");\nvar history = createBrowserHistory();';
    expect(pureCallsLoader(source)).toBe(source);
  });
});
