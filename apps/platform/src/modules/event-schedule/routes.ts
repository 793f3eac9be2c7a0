export default async function eventScheduleRoutes(): Promise<void> {}
