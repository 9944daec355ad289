// A path of its own, not the main entry: the main entry is on every page, and this brings zod with it.
export { zodResolver, type ZodResolverResult } from './zod-resolver';
