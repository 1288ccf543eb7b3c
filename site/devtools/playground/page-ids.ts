/** The element the app mounts in, and the one holding its catalogue: written by the server's page, read by the browser entry. */
export const APP_ELEMENT_ID = 'playground';
export const CATALOGUE_ELEMENT_ID = 'playground-catalogue';
