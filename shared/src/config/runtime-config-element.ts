/** The id of the script element in which the host's server writes the runtime config into index.html. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'rsm-runtime-config';
