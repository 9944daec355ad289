// jsdom leaves out TextEncoder / TextDecoder, which react-router 7 needs at import time.
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

// findBy…/waitFor wait up to 5 s, not 1: on a busy two-core machine a page's first render, with its lazy modules
// compiled for the first time, can take longer than a second. What never appears still fails the test.
configure({ asyncUtilTimeout: 5000 });

Object.assign(globalThis, { TextDecoder, TextEncoder });

// jsdom implements <dialog> without showModal/close: open and close it by its attribute, as a browser would.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
  };
}
