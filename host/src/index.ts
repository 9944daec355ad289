import { loadTypeface } from './typeface';

loadTypeface();
// Through a dynamic import so shared modules are negotiated before anything uses them.
import('./bootstrap');
