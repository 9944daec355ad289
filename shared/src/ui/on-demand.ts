import { useEffect, useState, type ComponentType } from 'react';

export interface OnDemandComponent<P> {
  /** Starts loading the code (once; a load that failed is tried again on the next call). */
  preload: () => Promise<ComponentType<P>>;
  /**
   * The component once its code is in, else undefined while it loads (started here when `wanted`); `failed` when
   * the load failed, with `retry` to start it again. It never suspends: a suspended part is revealed only when React
   * next reveals a boundary (up to 300 ms later), so the caller draws its own placeholder meanwhile.
   */
  useComponent: (wanted?: boolean) => { Component?: ComponentType<P>; failed: boolean; retry: () => void };
}

/** A component whose code is a chunk of its own, loaded when first wanted (or preloaded) and then kept. */
export function onDemand<P>(load: () => Promise<ComponentType<P>>): OnDemandComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function useComponent(wanted = true) {
    const [Component, setComponent] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (!wanted || Component || failed) return undefined;
      let live = true;
      preload().then(
        (component) => live && setComponent(() => component),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [wanted, Component, failed]);
    return { Component, failed, retry: () => setFailed(false) };
  }
  return { preload, useComponent };
}
