export { default as eventScheduleRoutes } from './routes';
