import { createContext, useContext } from 'react';

/** Lets a fallback inside a remote slot ask the slot to load the remote again. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

export const useRemoteRetry = () => useContext(RemoteRetryContext);
