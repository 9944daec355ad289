/** The build's environment, read once. NODE_ENV=production strips Lingui message sources and minifies. */
export const isProduction = process.env.NODE_ENV === 'production';
/**
 * A release build (scripts/release.mjs) names its version and writes into the release store's staging folder
 * instead of dist/, so the build never touches the files a running page may still be loading.
 */
export const releaseVersion = process.env.RELEASE_VERSION || undefined;
export const outDir = process.env.BUILD_OUT_DIR || undefined;
