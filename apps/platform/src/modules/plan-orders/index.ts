/** What the rest of the platform may use of this module (modules/README.md). */
export { orderDates, statusAt } from './periods';
export { assertUnderLimit, orderOfSession, purchasePlan, purchasesOf } from './purchase';
export { findOrder } from './reads';
export { default as planOrderRoutes } from './routes';
