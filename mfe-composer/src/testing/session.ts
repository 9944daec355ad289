import { $authHeaders, type Customer, publishCustomer } from '@rsm/shared';
import { authHeadersFixture, customerFixture } from '@rsm/shared/testing';

/** The customer the host publishes once it has loaded them: a composer, or one who is not. */
export const customer = (isComposer: boolean): Customer => customerFixture({ is_composer: isComposer });

export const logIn = () => $authHeaders.set(authHeadersFixture());

/** Logged out, with no customer published: how each test leaves the session. */
export function logOut() {
  $authHeaders.set(null);
  publishCustomer(undefined);
}

/** Each test starts logged in, with `published` as its customer if given (else the test publishes its own). */
export function logInEachTest(published?: Customer) {
  beforeEach(() => {
    logIn();
    if (published) publishCustomer(published);
  });
  afterEach(logOut);
}
