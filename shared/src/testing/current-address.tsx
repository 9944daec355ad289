import { useLocation } from 'react-router-dom';

/** Test helper: shows the router's current address, as the address bar would, in an element with that test id. */
export function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}
