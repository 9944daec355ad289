import { renderStandalone } from './dev';

// Standalone: this app runs on its own for its team, with the same providers the host renders.
void renderStandalone();
