import { $authHeaders } from '@rsm/shared';
import { logInHeaders } from './fixtures';

/** Each test starts logged in; after each, logged out. */
export function logInEachTest() {
  beforeEach(() => $authHeaders.set(logInHeaders));
  afterEach(() => $authHeaders.set(null));
}
