/** What the rest of the platform may use of this module (modules/README.md). */
export { default as eventCategoryRoutes } from './routes';
