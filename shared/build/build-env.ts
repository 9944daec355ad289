/** The build's environment, read once. NODE_ENV=production strips Lingui message sources and minifies. */
export const isProduction = process.env.NODE_ENV === 'production';
