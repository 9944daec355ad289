export { api, apiUrl, ApiError, request, serverMessage } from './api-client';
