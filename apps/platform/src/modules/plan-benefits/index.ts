/** What the rest of the platform may use of this module (modules/README.md). */
export { default as planBenefitRoutes } from './routes';
