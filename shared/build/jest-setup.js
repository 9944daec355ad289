// jsdom leaves out TextEncoder / TextDecoder, which react-router 7 needs at import time.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextDecoder, TextEncoder });
