// Hydrated as the "consent-banner" island when the page loads: the banner's buttons, the opening
// of the consent preferences, and tracking from a stored decision.
export { default } from '../consent-banner/ConsentBanner';
