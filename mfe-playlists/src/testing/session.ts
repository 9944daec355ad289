import { $authHeaders, type request } from '@rsm/shared';
import { logInHeaders } from './fixtures';

/** The mocked `request` of a test file (each file mocks @rsm/shared itself: jest.mock is per file). */
export type MockedRequest = jest.MockedFunction<typeof request>;

/**
 * Each test starts logged in, with the API that `serve` sets up behind `mockedRequest`; after each, logged out and
 * the mock reset.
 */
export function logInEachTest(mockedRequest: MockedRequest, serve: () => void = () => undefined) {
  beforeEach(() => {
    $authHeaders.set(logInHeaders);
    serve();
  });
  afterEach(() => {
    $authHeaders.set(null);
    mockedRequest.mockReset();
  });
}
